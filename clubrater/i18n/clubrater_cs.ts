<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Set a player&apos;s rank or rating by hand from a date on.</extracomment>
        <translation>Upravit hráče {name}</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Upravit</translation>
    </message>
    <message>
        <source>{name} is now {value} {label} at {rank}. An adjustment sets a new starting point from its date on; games after it are re-rated.</source>
        <extracomment>&quot;{name} is now 1850 GoR at 3k&quot;: {value} is a number, {label} the rating&apos;s name (GoR, Elo, index), {rank} the kyu/dan rank or shogi grade.</extracomment>
        <translation>{name} má nyní {value} {label}, třída {rank}. Úprava stanoví od svého data nový výchozí bod; partie po ní se přepočítají.</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>&amp;Třída:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank, not a list position.</extracomment>
        <translation>&amp;Index:</translation>
    </message>
    <message>
        <source>&amp;{label}:</source>
        <extracomment>{label}: the rating&apos;s name (GoR or Elo), as a form label.</extracomment>
        <translation>&amp;{label}:</translation>
    </message>
    <message>
        <source>why, e.g. &quot;SAGA list of March&quot;</source>
        <extracomment>The SAGA is the South African Go Association; translate the example freely.</extracomment>
        <translation>důvod, např. „žebříček ČAGo za březen“</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Poznámka:</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k or 2d.</source>
        <translation>„{text}“ není třída. Zadejte ji jako 12k nebo 2d.</translation>
    </message>
</context>
<context>
    <name>BackupMessages</name>
    <message>
        <source>ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; the club file is unchanged.</source>
        <translation>ClubRater nemůže zapisovat do {folder} (je jen pro čtení), proto nebyla vytvořena záloha souboru {file}; soubor klubu se nezměnil.</translation>
    </message>
    <message>
        <source>no backup of {file} was taken (the club file is unchanged).</source>
        <translation>záloha souboru {file} nebyla vytvořena (soubor klubu se nezměnil).</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>daily copy</source>
        <extracomment>Why a backup of the club file was taken (a column of File &gt; Restore a backup).</extracomment>
        <translation>denní kopie</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>před aktualizací</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>před obnovením</translation>
    </message>
    <message>
        <source>damaged file (kept as found)</source>
        <translation>poškozený soubor (ponechán, jak byl)</translation>
    </message>
    <message>
        <source>taken by hand</source>
        <translation>vytvořena ručně</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nečitelná</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>{taken} ({reason}, {games})</source>
        <translation>{taken} ({reason}, {games})</translation>
    </message>
    <message>
        <source>The backup was not restored: {file} is open in a ClubRater window. Close it there first.</source>
        <translation>Záloha nebyla obnovena: soubor {file} je otevřen v okně ClubRateru. Nejprve ho tam zavřete.</translation>
    </message>
    <message>
        <source>{file} is back as it was on {backup}.</source>
        <translation>Soubor {file} je zpět ve stavu ze dne {backup}.</translation>
    </message>
    <message>
        <source>The file it replaced is kept as {file}.</source>
        <translation>Nahrazený soubor je uschován jako {file}.</translation>
    </message>
    <message>
        <source>There are no backups of {file} yet.</source>
        <translation>Soubor {file} zatím nemá žádné zálohy.</translation>
    </message>
    <message>
        <source>{file} is damaged, so ClubRater did not open it; nothing was written to it.</source>
        <translation>Soubor {file} je poškozený, proto ho ClubRater neotevřel; nic do něj nebylo zapsáno.</translation>
    </message>
    <message>
        <source>Damaged club file</source>
        <translation>Poškozený soubor klubu</translation>
    </message>
    <message>
        <source>There is no good backup beside it.</source>
        <translation>Vedle něj není žádná neporušená záloha.</translation>
    </message>
    <message>
        <source>Other copies are listed under File &gt; Restore backup.</source>
        <translation>Další kopie najdete v nabídce Soubor &gt; Obnovit ze zálohy.</translation>
    </message>
    <message>
        <source>The newest good backup is from {backup}. Restore it?</source>
        <translation>Nejnovější neporušená záloha je ze dne {backup}. Obnovit ji?</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Obnovit tuto zálohu</translation>
    </message>
    <message>
        <source>Choose another…</source>
        <translation>Vybrat jinou…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Obnovit ze zálohy</translation>
    </message>
    <message>
        <source>The backup was not restored: {reason}</source>
        <translation>Záloha nebyla obnovena: {reason}</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <extracomment>The calibration chart&apos;s horizontal axis.</extracomment>
        <translation>Předpovězená šance, že vyhraje černý</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>The calibration chart&apos;s vertical axis: how often Black really won, in percent.</extracomment>
        <translation>Černý vyhrál</translation>
    </message>
    <message>
        <source>Point at a dot to see its games.</source>
        <translation>Najeďte na bod a uvidíte jeho partie.</translation>
    </message>
    <message>
        <source>{games} games: predicted {predicted} on average, Black won {observed} (95% interval {low} to {high})</source>
        <extracomment>What a dot of the calibration chart holds: {games} games, predicted and observed shares.</extracomment>
        <translation>{games} partií: předpověď v průměru {predicted}, černý vyhrál {observed} (95% interval {low} až {high})</translation>
    </message>
</context>
<context>
    <name>CatchupMessages</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnaj</numerusform>
            <numerusform>%n turnaje</numerusform>
            <numerusform>%n turnajů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n úprava</numerusform>
            <numerusform>%n úpravy</numerusform>
            <numerusform>%n úprav</numerusform>
        </translation>
    </message>
    <message>
        <source>{things} removed by {club}</source>
        <translation>{things} odstranil(a) {club}</translation>
    </message>
    <message>
        <source>{things} from {club}</source>
        <translation>{things} od {club}</translation>
    </message>
</context>
<context>
    <name>CheckMessages</name>
    <message>
        <source>name</source>
        <comment>a field of a player</comment>
        <translation>jméno</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a player</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>country</source>
        <comment>a field of a player</comment>
        <translation>země</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <comment>a field of a player</comment>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>grade</source>
        <comment>a field of a player: a shogi grade</comment>
        <translation>stupeň</translation>
    </message>
    <message>
        <source>note</source>
        <comment>a field of a game</comment>
        <translation>poznámka</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>název turnaje</translation>
    </message>
    <message>
        <source>place</source>
        <comment>a field of an event</comment>
        <translation>místo</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>název klubu</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>jméno je prázdné</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list (home club {club})</source>
        <translation>hráč „{name}“ už je v seznamu hráčů (domovský klub {club})</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list</source>
        <translation>hráč „{name}“ už je v seznamu hráčů</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; appears twice in the file</source>
        <translation>hráč „{name}“ je v souboru dvakrát</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>hráč „{name}“ nemá třídu</translation>
    </message>
    <message>
        <source>index {index} is not between -999 and +999</source>
        <translation>index {index} není mezi -999 a +999</translation>
    </message>
    <message>
        <source>the black player is not in the player list</source>
        <translation>hráč s černými není v seznamu hráčů</translation>
    </message>
    <message>
        <source>the white player is not in the player list</source>
        <translation>hráč s bílými není v seznamu hráčů</translation>
    </message>
    <message>
        <source>the same player is on both sides</source>
        <translation>na obou stranách je tentýž hráč</translation>
    </message>
    <message>
        <source>handicap {handicap} is not between 0 and 9</source>
        <translation>handicap {handicap} není mezi 0 a 9</translation>
    </message>
    <message>
        <source>the event does not exist</source>
        <translation>turnaj neexistuje</translation>
    </message>
    <message>
        <source>class &quot;{klass}&quot; is not A, B, C or D</source>
        <translation>třída turnaje „{klass}“ není A, B, C ani D</translation>
    </message>
    <message>
        <source>&quot;{pieces}&quot; is a shogi handicap, but this club plays Go</source>
        <translation>„{pieces}“ je handicap pro šógi, ale tento klub hraje go</translation>
    </message>
    <message>
        <source>a shogi game has no handicap stones ({stones}); give the handicap pieces instead</source>
        <translation>partie šógi nemá handicapové kameny ({stones}); zadejte místo nich handicapové kameny šógi (figury)</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>neznámý hráč „{name}“</translation>
    </message>
    <message>
        <source>same player on both sides</source>
        <translation>tentýž hráč na obou stranách</translation>
    </message>
    <message>
        <source>black player&apos;s name</source>
        <translation>jméno hráče s černými</translation>
    </message>
    <message>
        <source>white player&apos;s name</source>
        <translation>jméno hráče s bílými</translation>
    </message>
    <message>
        <source>event</source>
        <comment>a field of a game</comment>
        <translation>turnaj</translation>
    </message>
    <message>
        <source>{names} and {more} more</source>
        <translation>{names} a {more} dalších</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have none</source>
        <translation>
            <numerusform>%n hráč ji nemá</numerusform>
            <numerusform>%n hráči ji nemají</numerusform>
            <numerusform>%n hráčů ji nemá</numerusform>
        </translation>
    </message>
    <message>
        <source>1 player has none</source>
        <translation>1 hráč ji nemá</translation>
    </message>
    <message>
        <source>{system} needs every player&apos;s Go rank, and {lacking} ({shown}). Nothing was changed.</source>
        <translation>{system} potřebuje třídu go každého hráče, a {lacking} ({shown}). Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The player &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Hráč „{name}“ v {source}: {problem}; nic nebylo odesláno.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Turnaj „{name}“ v {source}: {problem}; nic nebylo odesláno.</translation>
    </message>
    <message>
        <source>{what} in {source}: {problem}; nothing was pushed.</source>
        <translation>{what} v {source}: {problem}; nic nebylo odesláno.</translation>
    </message>
</context>
<context>
    <name>ChecksumMessages</name>
    <message>
        <source>player</source>
        <translation>hráč</translation>
    </message>
    <message>
        <source>event</source>
        <translation>turnaj</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>úprava</translation>
    </message>
    <message>
        <source>{record} {number} changed</source>
        <translation>{record} {number}: změněno</translation>
    </message>
    <message>
        <source>{record} {number} added</source>
        <translation>{record} {number}: přidáno</translation>
    </message>
    <message>
        <source>{record} {number} deleted</source>
        <translation>{record} {number}: smazáno</translation>
    </message>
    <message>
        <source>{record} {number} is gone but was stored</source>
        <translation>{record} {number} chybí, ačkoli byl(a) uložen(a)</translation>
    </message>
    <message>
        <source>{record} {number} has no checksum</source>
        <translation>{record} {number} nemá kontrolní součet</translation>
    </message>
    <message>
        <source>{record} {number} does not match its checksum</source>
        <translation>{record} {number} neodpovídá svému kontrolnímu součtu</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>a {more} dalších</translation>
    </message>
</context>
<context>
    <name>CleaningMessages</name>
    <message>
        <source>&quot;{name}&quot;: took out invisible characters ({characters})</source>
        <translation>„{name}“: odstraněny neviditelné znaky ({characters})</translation>
    </message>
</context>
<context>
    <name>ClubFilter</name>
    <message>
        <source>Show the players of one member club (ratings stay the federation&apos;s)</source>
        <translation>Zobrazit hráče jednoho členského klubu (ratingy zůstávají svazové)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Všechny kluby</translation>
    </message>
</context>
<context>
    <name>ClubLock</name>
    <message>
        <source>Club file in use</source>
        <translation>Soubor klubu se používá</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Otevřít jen pro čtení</translation>
    </message>
</context>
<context>
    <name>ClubNight</name>
    <message>
        <source>Sente</source>
        <extracomment>Column: the shogi player who moves first (sente) / second (gote).</extracomment>
        <translation>Sente</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>Gote</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>State</source>
        <comment>of a board</comment>
        <extracomment>Column: entered, result typed, paired by hand.</extracomment>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>why this pair</comment>
        <extracomment>Column: why these two play each other.</extracomment>
        <translation>Proč</translation>
    </message>
</context>
<context>
    <name>ClubNightPage</name>
    <message>
        <source>Next round</source>
        <translation>Další kolo</translation>
    </message>
    <message>
        <source>Type a name, Enter ticks it</source>
        <extracomment>Placeholder of the name box on the Club night page.</extracomment>
        <translation>Napište jméno, Enter ho zaškrtne</translation>
    </message>
    <message>
        <source>Add a newcomer…</source>
        <translation>Přidat nováčka…</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Zrušit všechna zaškrtnutí</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Spárovat</translation>
    </message>
    <message>
        <source>Pair with the bye</source>
        <translation>Proti volnému hráči</translation>
    </message>
    <message>
        <source>Fix this pair</source>
        <translation>Pevně tuto dvojici</translation>
    </message>
    <message>
        <source>Swap these two</source>
        <translation>Prohodit tyto dva</translation>
    </message>
    <message>
        <source>To the record sheet</source>
        <translation>Do zápisu výsledků</translation>
    </message>
    <message>
        <source>Print the sheet…</source>
        <translation>Vytisknout nasazení…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF…</source>
        <translation>Uložit nasazení jako PDF…</translation>
    </message>
    <message>
        <source>Forget this pairing</source>
        <translation>Zahodit toto nasazení</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <extracomment>Label of the date box of the Club night page.</extracomment>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Kolo</translation>
    </message>
    <message>
        <source>&amp;Nights back</source>
        <extracomment>Label: how many club nights back repeat games are counted.</extracomment>
        <translation>&amp;Večerů zpět</translation>
    </message>
    <message>
        <source>Who is here</source>
        <extracomment>Heading of the list of players on the Club night page.</extracomment>
        <translation>Kdo je tu</translation>
    </message>
    <message>
        <source>Tick who is here (Space ticks, the name box finds anybody else), then Pair (Ctrl+Enter): close in strength, not met lately, nobody sitting out twice. Select two players in the pairs to pair them by hand (Ctrl+Shift+F) or swap them (Ctrl+Shift+W). To the record sheet (Ctrl+Shift+T) fills tonight&apos;s sheet; type the winners there and save.</source>
        <translation>Zaškrtněte, kdo je tu (mezerník zaškrtne, pole se jménem najde kohokoli dalšího), pak Spárovat (Ctrl+Enter): blízko silou, spolu v poslední době nehráli, nikdo nemá volno dvakrát. Vyberte v dvojicích dva hráče a spárujte je ručně (Ctrl+Shift+F) nebo je prohoďte (Ctrl+Shift+W). Do zápisu výsledků (Ctrl+Shift+T) vyplní dnešní zápis; tam jen napište vítěze a uložte.</translation>
    </message>
    <message>
        <source>Bye: {name} sits out this round.</source>
        <extracomment>Under the pairs: who does not play this round.</extracomment>
        <translation>Volno: {name} toto kolo nehraje.</translation>
    </message>
    <message numerus="yes">
        <source>Bye: {name} sits out this round (%n bye(s) lately).</source>
        <translation>
            <numerusform>Volno: {name} toto kolo nehraje (v poslední době %n volno).</numerusform>
            <numerusform>Volno: {name} toto kolo nehraje (v poslední době %n volna).</numerusform>
            <numerusform>Volno: {name} toto kolo nehraje (v poslední době %n volen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired yet: press Pair (Ctrl+Enter).</source>
        <translation>Ještě nespárováno: stiskněte Spárovat (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>entered</source>
        <extracomment>A board whose game is saved.</extracomment>
        <translation>zapsáno</translation>
    </message>
    <message>
        <source>result typed</source>
        <extracomment>A board whose result is typed on the record sheet (not saved yet).</extracomment>
        <translation>výsledek napsán</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>ručně</translation>
    </message>
    <message numerus="yes">
        <source>%n here</source>
        <extracomment>How many players are ticked as here tonight.</extracomment>
        <translation>
            <numerusform>%n přítomen</numerusform>
            <numerusform>%n přítomni</numerusform>
            <numerusform>%n přítomno</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name} as a newcomer…</source>
        <translation>Přidat hráče {name} jako nováčka…</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair with the bye (Ctrl+Shift+Y) to play {bye}, or Pair (Ctrl+Enter) to pair the boards not started again.</source>
        <extracomment>A player ticked after the pairing was made.</extracomment>
        <translation>{name} přišel po spárování: Proti volnému hráči (Ctrl+Shift+Y) hraje s hráčem {bye}, nebo Spárovat (Ctrl+Enter) znovu spáruje nezačaté stoly.</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair (Ctrl+Enter) pairs the boards not started again; boards with a result stay.</source>
        <translation>{name} přišel po spárování: Spárovat (Ctrl+Enter) znovu spáruje nezačaté stoly; stoly s výsledkem zůstanou.</translation>
    </message>
    <message>
        <source>Tick at least two players first.</source>
        <translation>Nejdřív zaškrtněte aspoň dva hráče.</translation>
    </message>
    <message>
        <source>Pair round {round}</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Pair round 2&quot;).</extracomment>
        <translation>Spárovat kolo {round}</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n board(s). Ctrl+Z takes the pairing back.</source>
        <translation>
            <numerusform>Kolo {round}: %n stůl. Ctrl+Z spárování vrátí.</numerusform>
            <numerusform>Kolo {round}: %n stoly. Ctrl+Z spárování vrátí.</numerusform>
            <numerusform>Kolo {round}: %n stolů. Ctrl+Z spárování vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {name} with the bye</source>
        <extracomment>The undo command&apos;s name: a late arrival plays the player who sat out.</extracomment>
        <translation>Spárovat hráče {name} s volným hráčem</translation>
    </message>
    <message>
        <source>Pair two players by hand</source>
        <translation>Spárovat dva hráče ručně</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Prohodit dva hráče</translation>
    </message>
    <message>
        <source>Round {round}: press Pair (Ctrl+Enter) when everybody is here.</source>
        <translation>Kolo {round}: stiskněte Spárovat (Ctrl+Enter), až budou všichni tady.</translation>
    </message>
    <message>
        <source>Forget the pairing of round {round}</source>
        <extracomment>The undo command&apos;s name.</extracomment>
        <translation>Zahodit nasazení kola {round}</translation>
    </message>
    <message>
        <source>Print preview: pairings of round {round}</source>
        <extracomment>Title of the print preview of the pairing sheet.</extracomment>
        <translation>Náhled tisku: nasazení kola {round}</translation>
    </message>
    <message>
        <source>{club}, pairings {date} round {round}</source>
        <extracomment>Part of the suggested file name: &quot;Club, pairings 2025-03-14 round 1.pdf&quot;.</extracomment>
        <translation>{club}, nasazení {date} kolo {round}</translation>
    </message>
    <message>
        <source>Save the pairing sheet as PDF</source>
        <translation>Uložit nasazení jako PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved the pairing sheet (%n page(s)) as {file}.</source>
        <extracomment>{file}: where the PDF went.</extracomment>
        <translation>
            <numerusform>Nasazení (%n strana) uloženo jako {file}.</numerusform>
            <numerusform>Nasazení (%n strany) uloženo jako {file}.</numerusform>
            <numerusform>Nasazení (%n stran) uloženo jako {file}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every board of round {round} is entered already.</source>
        <translation>Všechny stoly kola {round} jsou už zapsány.</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>GSF</source>
        <extracomment>Column title: SAGC&apos;s Game Status Factor; keep the abbreviation short.</extracomment>
        <translation>GSF</translation>
    </message>
    <message>
        <source>Game Status Factor (seed 001): how much the game counts. Tournament 1.5, club 1, friendly 0.5, free or teaching 0 (a free game does not change either player&apos;s index).</source>
        <translation>Game Status Factor (seed 001): jakou váhu partie má. Turnajová 1,5, klubová 1, přátelská 0,5, volná nebo výuková 0 (volná partie nemění index ani jednoho z hráčů).</translation>
    </message>
    <message>
        <source>{value} before</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) before the game or event.</extracomment>
        <translation>{value} před</translation>
    </message>
    <message>
        <source>{value} after</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) after the game or event.</extracomment>
        <translation>{value} po</translation>
    </message>
    <message>
        <source>ID</source>
        <comment>federation ID</comment>
        <extracomment>Column title: the player&apos;s ID numbers in the federations&apos; lists (EGD, FFG, AGA).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <extracomment>Column title (shogi): the grade a player brought from elsewhere before playing in the club.</extracomment>
        <translation>Dřívější stupeň</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the standings</comment>
        <extracomment>Column title: the place in the standings.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>number of games</comment>
        <extracomment>Column title: how many games.</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Poslední partie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event the game belongs to.</extracomment>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Black ±</source>
        <extracomment>Column title: the change of Black&apos;s rating through this game.</extracomment>
        <translation>Černý ±</translation>
    </message>
    <message>
        <source>White ±</source>
        <extracomment>Column title: the change of White&apos;s rating through this game.</extracomment>
        <translation>Bílý ±</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>Black or White</comment>
        <extracomment>Column title: the colour the player had (B or W).</extracomment>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>rating change</comment>
        <extracomment>Column title: the change of the rating through this game.</extracomment>
        <translation>Změna</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>New index</source>
        <extracomment>Column title (SAGC): the player&apos;s index after the game.</extracomment>
        <translation>Nový index</translation>
    </message>
    <message>
        <source>New rank</source>
        <extracomment>Column title (SAGC): the player&apos;s kyu/dan rank after the game.</extracomment>
        <translation>Nová třída</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the opponent&apos;s kyu/dan grade.</extracomment>
        <translation>Stupeň</translation>
    </message>
    <message>
        <source>Grade after</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the player&apos;s kyu/dan grade after the game.</extracomment>
        <translation>Nový stupeň</translation>
    </message>
    <message>
        <source>Rank after</source>
        <comment>kyu/dan rank</comment>
        <extracomment>Column title: the player&apos;s kyu/dan rank after the game or event.</extracomment>
        <translation>Nová třída</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column title: the number of games won.</extracomment>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>first day</comment>
        <extracomment>Column title: the first day of the event.</extracomment>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>End</source>
        <comment>last day</comment>
        <extracomment>Column title: the last day of the event.</extracomment>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>location</comment>
        <extracomment>Column title: where the event was held (a town), not a placing.</extracomment>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class</comment>
        <extracomment>Column title: the EGF tournament class (A, B, C or D), not a school class.</extracomment>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Rated</source>
        <extracomment>Column title: whether the event&apos;s games are rated (yes/no).</extracomment>
        <translation>Do ratingu</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the results</comment>
        <extracomment>Column title: the place in the event&apos;s results.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a federation database</source>
        <translation>Připojit k databázi svazu</translation>
    </message>
    <message>
        <source>Not needed when the server knows you (~/.pgpass)</source>
        <translation>Není třeba, pokud vás server zná (~/.pgpass)</translation>
    </message>
    <message>
        <source>The password is used for this connection only; ClubRater never stores it.</source>
        <translation>Heslo se použije jen pro toto připojení; ClubRater ho nikdy neukládá.</translation>
    </message>
    <message>
        <source>Server address (URL)</source>
        <translation>Adresa serveru (URL)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Připojit</translation>
    </message>
    <message>
        <source>Type the federation server&apos;s address, for example postgresql://secretary@club.example.org:5432/federation.</source>
        <translation>Zadejte adresu serveru svazu, například postgresql://secretary@club.example.org:5432/federation.</translation>
    </message>
    <message>
        <source>That is not a PostgreSQL address: it begins with postgresql://. A club file is opened with File &gt; Open club file.</source>
        <translation>To není adresa PostgreSQL: ta začíná postgresql://. Soubor klubu otevřete přes Soubor &gt; Otevřít soubor klubu.</translation>
    </message>
</context>
<context>
    <name>DateMessages</name>
    <message>
        <source>January</source>
        <translation>leden</translation>
    </message>
    <message>
        <source>February</source>
        <translation>únor</translation>
    </message>
    <message>
        <source>March</source>
        <translation>březen</translation>
    </message>
    <message>
        <source>April</source>
        <translation>duben</translation>
    </message>
    <message>
        <source>May</source>
        <translation>květen</translation>
    </message>
    <message>
        <source>June</source>
        <translation>červen</translation>
    </message>
    <message>
        <source>July</source>
        <translation>červenec</translation>
    </message>
    <message>
        <source>August</source>
        <translation>srpen</translation>
    </message>
    <message>
        <source>September</source>
        <translation>září</translation>
    </message>
    <message>
        <source>October</source>
        <translation>říjen</translation>
    </message>
    <message>
        <source>November</source>
        <translation>listopad</translation>
    </message>
    <message>
        <source>December</source>
        <translation>prosinec</translation>
    </message>
    <message>
        <source>{text} does not exist: there is no month {month}</source>
        <translation>{text} neexistuje: měsíc {month} není</translation>
    </message>
    <message>
        <source>{text} does not exist: {month} {year} has {days} days</source>
        <translation>{text} neexistuje: {month} {year} má {days} dní</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>„{text}“ není datum (zapište ho jako RRRR-MM-DD, např. 2025-03-14)</translation>
    </message>
    <message>
        <source>the date {day} is after tomorrow ({tomorrow})</source>
        <translation>datum {day} je až po zítřku ({tomorrow})</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>e.g. 12k or 2d</source>
        <extracomment>Rank examples: 12 kyu and 2 dan, written as the club types them (&quot;12k&quot;, &quot;2d&quot; stay as they are).</extracomment>
        <translation>např. 12k nebo 2d</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>Typing that was not saved</source>
        <translation>Neuložené zadání</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>Obnovit</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Teď ne</translation>
    </message>
    <message>
        <source>Throw away what was typed on {when}? If you keep it, ClubRater offers it again the next time this club is opened, unless new rows are typed before then.</source>
        <translation>Zahodit to, co bylo zadáno ({when})? Pokud si to ponecháte, ClubRater to nabídne znovu při příštím otevření tohoto klubu, pokud mezitím nezadáte nové řádky.</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Ponechat na později</translation>
    </message>
    <message>
        <source>Nothing is saved until you check it and save it.</source>
        <translation>Nic se neuloží, dokud to nezkontrolujete a neuložíte.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet and a game in Enter a game. Put what was typed back?</source>
        <translation>
            <numerusform>Neuloženo při ukončení ClubRateru ({when}): %n zadaný řádek zápisu výsledků a partie v „Zadat partii“. Obnovit zadané?</numerusform>
            <numerusform>Neuloženo při ukončení ClubRateru ({when}): %n zadané řádky zápisu výsledků a partie v „Zadat partii“. Obnovit zadané?</numerusform>
            <numerusform>Neuloženo při ukončení ClubRateru ({when}): %n zadaných řádků zápisu výsledků a partie v „Zadat partii“. Obnovit zadané?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet. Put them back in the record sheet?</source>
        <translation>
            <numerusform>Neuloženo při ukončení ClubRateru ({when}): %n zadaný řádek zápisu výsledků. Vrátit ho do zápisu výsledků?</numerusform>
            <numerusform>Neuloženo při ukončení ClubRateru ({when}): %n zadané řádky zápisu výsledků. Vrátit je do zápisu výsledků?</numerusform>
            <numerusform>Neuloženo při ukončení ClubRateru ({when}): %n zadaných řádků zápisu výsledků. Vrátit je do zápisu výsledků?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved when ClubRater stopped on {when}: a game typed into Enter a game. Put it back in the form?</source>
        <translation>Neuloženo při ukončení ClubRateru ({when}): partie zadaná v „Zadat partii“. Vrátit ji do formuláře?</translation>
    </message>
</context>
<context>
    <name>DraftMessages</name>
    <message>
        <source>the draft is not JSON ({exc})</source>
        <translation>koncept není JSON ({exc})</translation>
    </message>
    <message>
        <source>the file is not a ClubRater draft this version knows</source>
        <translation>soubor není koncept ClubRateru, který tato verze zná</translation>
    </message>
    <message>
        <source>the draft&apos;s rows are not rows of the record sheet</source>
        <translation>řádky konceptu nejsou řádky zápisu výsledků</translation>
    </message>
    <message>
        <source>the draft&apos;s game form is not a set of boxes</source>
        <translation>formulář partie v konceptu není sada polí</translation>
    </message>
    <message>
        <source>the draft is incomplete ({exc})</source>
        <translation>koncept je neúplný ({exc})</translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <source>Black won (B)</source>
        <translation>Vyhrál černý (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Vyhrál bílý (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <extracomment>A drawn game (Go: jigo). Keep &quot;(J)&quot;: the secretary types B, W or J whatever the language.</extracomment>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. Handicap and komi follow the players&apos; ranks until you change them. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Zadejte každou partii tak, jak je v zápisu výsledků. Tab přejde na další pole; Enter partii uloží a vyprázdní formulář pro další. Handicap a komi se řídí třídami hráčů, dokud je nezměníte. Pro celý večer najednou použijte zápis výsledků (Ctrl+3).</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. For a handicap game, White is the player who gives the pieces. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Zadejte každou partii tak, jak je v zápisu výsledků. Tab přejde na další pole; Enter partii uloží a vyprázdní formulář pro další. V partii s handicapem je bílým ten hráč, který odebírá figury. Pro celý večer najednou použijte zápis výsledků (Ctrl+3).</translation>
    </message>
    <message>
        <source>name, or type a rank like 12k</source>
        <translation>jméno, nebo třída jako 12k</translation>
    </message>
    <message>
        <source>name, or type a rank like 10k</source>
        <translation>jméno, nebo třída jako 10k</translation>
    </message>
    <message>
        <source>type B, W or J</source>
        <extracomment>Keep the letters B, W and J: they are what the secretary types in every language.</extracomment>
        <translation>zadejte B, W nebo J</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no event</comment>
        <extracomment>Placeholder of the event box: no event.</extracomment>
        <translation>žádný</translation>
    </message>
    <message>
        <source>Save game (Enter)</source>
        <translation>Uložit partii (Enter)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>player</comment>
        <extracomment>The player who had Black.</extracomment>
        <translation>Č&amp;erný</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <comment>player</comment>
        <extracomment>The player who had White.</extracomment>
        <translation>&amp;Bílý</translation>
    </message>
    <message>
        <source>&amp;Handicap</source>
        <extracomment>Handicap stones (Go).</extracomment>
        <translation>&amp;Handicap</translation>
    </message>
    <message>
        <source>&amp;Komi</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>&amp;Komi</translation>
    </message>
    <message>
        <source>Wi&amp;nner</source>
        <translation>&amp;Vítěz</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <comment>game type</comment>
        <extracomment>The game type: tournament, club, friendly or free.</extracomment>
        <translation>D&amp;ruh</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the game belongs to.</extracomment>
        <translation>&amp;Turnaj</translation>
    </message>
    <message>
        <source>The last games entered</source>
        <translation>Naposledy zadané partie</translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last one back.</source>
        <translation>Ctrl+Z vrátí poslední zpět.</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <comment>shogi handicap</comment>
        <extracomment>Shogi: the pieces the stronger player leaves off (駒落ち).</extracomment>
        <translation>&amp;Figury</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message>
        <source>Who played Black? Type a name, or a rank to see the players of that rank.</source>
        <translation>Kdo hrál černými? Zadejte jméno, nebo třídu, a uvidíte hráče této třídy.</translation>
    </message>
    <message>
        <source>Who played White? Type a name, or a rank to see the players of that rank.</source>
        <translation>Kdo hrál bílými? Zadejte jméno, nebo třídu, a uvidíte hráče této třídy.</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Check the spelling, or add {name} (Players &gt; Add player).</source>
        <translation>{name} není v seznamu hráčů. Zkontrolujte pravopis, nebo hráče {name} přidejte (Hráči &gt; Přidat hráče).</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Tentýž hráč nemůže hrát černými i bílými.</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <translation>Kdo vyhrál? Zadejte B pro černého, W pro bílého nebo J pro jigo.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Choose one from the list, or leave it empty.</source>
        <translation>Turnaj „{event}“ neexistuje. Vyberte jeden ze seznamu, nebo pole nechte prázdné.</translation>
    </message>
    <message>
        <source>The date is back to tonight, {day}.</source>
        <translation>Datum je opět dnešní večer, {day}.</translation>
    </message>
    <message>
        <source>Not tonight&apos;s date ({day}): the game is saved on this date.</source>
        <translation>Není to dnešní datum ({day}): partie se uloží s tímto datem.</translation>
    </message>
    <message>
        <source>{black} (Black) beat {white}</source>
        <translation>{black} (černý) porazil(a) {white}</translation>
    </message>
    <message>
        <source>{white} (White) beat {black}</source>
        <translation>{white} (bílý) porazil(a) {black}</translation>
    </message>
    <message>
        <source>{black} and {white} drew (jigo)</source>
        <extracomment>Both players&apos; names; jigo is the Go word for a draw.</extracomment>
        <translation>{black} a {white} remizovali (jigo)</translation>
    </message>
    <message>
        <source>{black} against {white}</source>
        <translation>{black} proti {white}</translation>
    </message>
    <message>
        <source>Saved: {what}. The game is not rated.</source>
        <translation>Uloženo: {what}. Partie se nezapočítává do ratingu.</translation>
    </message>
    <message>
        <source>Saved: {what}.  {black};  {white}.</source>
        <extracomment>{what} says who beat whom; {black} and {white} give each player&apos;s change and new rank.</extracomment>
        <translation>Uloženo: {what}.  {black};  {white}.</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>line {line}: {reason}</source>
        <translation>řádek {line}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>a {more} dalších</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {what} Free some space there and try again.</source>
        <translation>Disk se složkou {folder} je plný: {what} Uvolněte na něm trochu místa a zkuste to znovu.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>{message}

The log is {log}.</source>
        <translation>{message}

Protokol je v {log}.</translation>
    </message>
    <message>
        <source>ClubRater: unexpected error</source>
        <translation>ClubRater: neočekávaná chyba</translation>
    </message>
    <message>
        <source>Something went wrong ({error}). The window stays open.

Everything already saved is safe in the club file (each change is saved whole or not at all). If what you see looks out of date, close and reopen the club.

The details are in the log: {log}</source>
        <translation>Něco se pokazilo ({error}). Okno zůstává otevřené.

Vše, co už bylo uloženo, je v souboru klubu v bezpečí (každá změna se uloží celá, nebo vůbec). Pokud to, co vidíte, vypadá zastarale, zavřete klub a znovu ho otevřete.

Podrobnosti jsou v protokolu: {log}</translation>
    </message>
</context>
<context>
    <name>EvaluateMessages</name>
    <message>
        <source>{system} was not evaluated.</source>
        <translation>{system} nebyl vyhodnocen.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction such as 0.25, not {value}.</source>
        <translation>Zahřátí je podíl jako 0,25, ne {value}.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction from 0 up to (not including) 1, such as 0.25; not {value}: some games must be left to score.</source>
        <translation>Zahřátí je podíl od 0 do 1 (bez 1), například 0,25; ne {value}: musí zbýt partie k hodnocení.</translation>
    </message>
    <message>
        <source>--from {since} is after --to {until}: no game is between them.</source>
        <translation>--from {since} je po --to {until}: mezi nimi není žádná partie.</translation>
    </message>
    <message>
        <source>ClubRater cannot evaluate {system}: it knows how SAGC, EGF, EGF 2021 and FESA predict a game.</source>
        <translation>ClubRater nedokáže vyhodnotit {system}: ví, jak partii předpovídají SAGC, EGF, EGF 2021 a FESA.</translation>
    </message>
    <message>
        <source>No rating system can rate this club&apos;s games.</source>
        <translation>Žádný ratingový systém nedokáže hodnotit partie tohoto klubu.</translation>
    </message>
    <message>
        <source>The evaluation is written as a PDF file; give a name ending in .pdf, not {file}.</source>
        <translation>Vyhodnocení se zapisuje do souboru PDF; zadejte název končící na .pdf, ne {file}.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s) between {first} and {last}, and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Není co vyhodnotit: klub má mezi {first} a {last} %n hodnocenou partii a zahřátí {warm} žádnou k hodnocení nenechá.</numerusform>
            <numerusform>Není co vyhodnotit: klub má mezi {first} a {last} %n hodnocené partie a zahřátí {warm} žádnou k hodnocení nenechá.</numerusform>
            <numerusform>Není co vyhodnotit: klub má mezi {first} a {last} %n hodnocených partií a zahřátí {warm} žádnou k hodnocení nenechá.</numerusform>
        </translation>
    </message>
    <message>
        <source>the first game</source>
        <translation>první partií</translation>
    </message>
    <message>
        <source>the last</source>
        <comment>the last game</comment>
        <translation>poslední</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s), and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Není co vyhodnotit: klub má %n hodnocenou partii a zahřátí {warm} žádnou k hodnocení nenechá.</numerusform>
            <numerusform>Není co vyhodnotit: klub má %n hodnocené partie a zahřátí {warm} žádnou k hodnocení nenechá.</numerusform>
            <numerusform>Není co vyhodnotit: klub má %n hodnocených partií a zahřátí {warm} žádnou k hodnocení nenechá.</numerusform>
        </translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and none of the {warm} was between players of different strength; choose a larger warm-up.</source>
        <translation>{system} byl vynechán: jeho stupnice se přizpůsobuje partiím zahřátí a žádná z {warm} nebyla mezi hráči různé síly; zvolte delší zahřátí.</translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and there are none; choose a larger warm-up.</source>
        <translation>{system} byl vynechán: jeho stupnice se přizpůsobuje partiím zahřátí a žádné nejsou; zvolte delší zahřátí.</translation>
    </message>
    <message>
        <source>No rating system could be evaluated.</source>
        <translation>Žádný ratingový systém se nepodařilo vyhodnotit.</translation>
    </message>
    <message>
        <source>The replay has no rating row for game {number}; nothing was evaluated.</source>
        <translation>Přepočet nemá řádek ratingu pro partii {number}; nic nebylo vyhodnoceno.</translation>
    </message>
</context>
<context>
    <name>EvaluatePage</name>
    <message>
        <source>Each rating system rates the club&apos;s games in order and predicts each game from the players&apos; ratings before it. The first games are a warm-up (rated, not scored). Lower log-loss and Brier score are better; a coin toss scores 0.693 and 0.250.</source>
        <translation>Každý systém hodnocení zpracuje partie klubu postupně a každou partii předpoví z hodnocení hráčů před ní. První partie slouží k zahřátí (hodnocené, ale nevyhodnocené). Nižší log-loss a Brierovo skóre jsou lepší; hod mincí dosáhne 0,693 a 0,250.</translation>
    </message>
    <message>
        <source>The share of the games rated before scoring begins (rounded down)</source>
        <translation>Podíl partií hodnocených před začátkem vyhodnocení (zaokrouhleno dolů)</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>&amp;Zahřátí</translation>
    </message>
    <message>
        <source>C&amp;hart of</source>
        <translation>&amp;Graf pro</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Uložit jako P&amp;DF…</translation>
    </message>
    <message>
        <source>The table and the chart on paper, in the club&apos;s printout language</source>
        <translation>Tabulka a graf na papíře, v jazyce tisku klubu</translation>
    </message>
    <message>
        <source>Per handicap</source>
        <extracomment>Tab: Black&apos;s share of the games per number of handicap stones.</extracomment>
        <translation>Podle handicapu</translation>
    </message>
    <message>
        <source>Per rank gap after handicap</source>
        <extracomment>Tab: Black&apos;s share per difference in rank left after the handicap stones.</extracomment>
        <translation>Podle rozdílu tříd po handicapu</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Handicapy: jak často vyhrál černý</translation>
    </message>
    <message>
        <source>Furthest above their expected score</source>
        <translation>Nejvíce nad očekávaným skóre</translation>
    </message>
    <message>
        <source>Furthest below their expected score</source>
        <translation>Nejvíce pod očekávaným skóre</translation>
    </message>
    <message>
        <source>Replaying the club&apos;s games…</source>
        <extracomment>The page&apos;s state while the systems replay the club&apos;s games.</extracomment>
        <translation>Partie klubu se přepočítávají…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systém</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-loss</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>Brierovo skóre</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won.</extracomment>
        <translation>Favorit vyhrál</translation>
    </message>
    <message>
        <source>Scale k</source>
        <translation>Měřítko k</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>Hod mincí (pro srovnání)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) scored, from {first} to {last}</source>
        <extracomment>Under the table: the games scored and the warm-up left out.</extracomment>
        <translation>
            <numerusform>%n vyhodnocená partie, od {first} do {last}</numerusform>
            <numerusform>%n vyhodnocené partie, od {first} do {last}</numerusform>
            <numerusform>%n vyhodnocených partií, od {first} do {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warm-up: the %n game(s) before them</source>
        <translation>
            <numerusform>zahřátí: %n partie před nimi</numerusform>
            <numerusform>zahřátí: %n partie před nimi</numerusform>
            <numerusform>zahřátí: %n partií před nimi</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Černý vyhrál</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% interval</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>handicap %n kámen</numerusform>
            <numerusform>handicap %n kameny</numerusform>
            <numerusform>handicap %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>bez handicapu</translation>
    </message>
    <message>
        <source>Rank gap</source>
        <extracomment>Column: the rank difference left after the handicap (White&apos;s strength minus Black&apos;s, minus the stones).</extracomment>
        <translation>Rozdíl tříd</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Očekáváno</translation>
    </message>
    <message>
        <source>z</source>
        <comment>standard score</comment>
        <extracomment>Column: z, the wins above expectation in standard deviations.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Enter or double-click opens the player</source>
        <translation>Enter nebo dvojklik otevře hráče</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Žádný systém nepředpověděl klub lépe než hod mincí.</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <extracomment>{gap} and {coin} are differences of log-loss, e.g. 0.008.</extracomment>
        <translation>{best} předpověděl klub nejlépe: jeho log-loss je o {gap} nižší než u systému {next} a o {coin} nižší než u hodu mincí.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>Log-loss systému {best} je o {coin} nižší než u hodu mincí.</translation>
    </message>
    <message>
        <source>No scored game had a handicap.</source>
        <translation>Žádná vyhodnocená partie neměla handicap.</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Handicapy zvýhodňovaly černého.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Handicapy zvýhodňovaly bílého.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Handicapy jasně nezvýhodňovaly žádnou stranu.</translation>
    </message>
    <message numerus="yes">
        <source>Black won {share} of the %n game(s) with a handicap (95% interval {low} to {high}).</source>
        <translation>
            <numerusform>Černý vyhrál {share} z %n partie s handicapem (95% interval {low} až {high}).</numerusform>
            <numerusform>Černý vyhrál {share} ze %n partií s handicapem (95% interval {low} až {high}).</numerusform>
            <numerusform>Černý vyhrál {share} z %n partií s handicapem (95% interval {low} až {high}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save how well the ratings predict as PDF</source>
        <translation>Uložit přesnost předpovědí hodnocení jako PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Uložit jako PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Uloženo (%n strana) jako {file}.</numerusform>
            <numerusform>Uloženo (%n strany) jako {file}.</numerusform>
            <numerusform>Uloženo (%n stran) jako {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <translation>Předpovězená šance, že vyhraje černý</translation>
    </message>
    <message>
        <source>How often Black won</source>
        <translation>Jak často vyhrál černý</translation>
    </message>
    <message>
        <source>Each dot: the games whose prediction fell in one tenth (0-10%, 10-20%, ...), at their mean prediction, against how often Black really won them (a jigo half). Larger dots hold more games.</source>
        <translation>Každý bod: partie, jejichž předpověď padla do téže desetiny (0–10 %, 10–20 %, …), v místě jejich průměrné předpovědi, proti tomu, jak často černý skutečně vyhrál (jigo se počítá napůl). Větší body obsahují více partií.</translation>
    </message>
    <message>
        <source>Each bar: the 95% interval of that share; a bar that crosses the dashed diagonal agrees with the predictions.</source>
        <translation>Každá úsečka: 95% interval tohoto podílu; úsečka, která protíná čárkovanou úhlopříčku, odpovídá předpovědím.</translation>
    </message>
    <message>
        <source>A dot below the diagonal: Black won less often than predicted; above it: more often.</source>
        <translation>Bod pod úhlopříčkou: černý vyhrával méně často, než se předpovídalo; nad ní: častěji.</translation>
    </message>
    <message>
        <source>How well the ratings predict</source>
        <translation>Jak dobře hodnocení předpovídají</translation>
    </message>
    <message>
        <source>from {first} to {last}</source>
        <translation>od {first} do {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>Each system rated the club&apos;s games in order and predicted each game from the players&apos; ratings before it. Scored: {games} {span}. The first {warm_up} ({share} of them) were a warm-up: rated, not scored.</source>
        <translation>Každý systém zpracoval partie klubu postupně a předpověděl každou partii z hodnocení hráčů před ní. Vyhodnoceno: {games} {span}. Prvních {warm_up} ({share} všech) sloužilo k zahřátí: hodnocené, ale nevyhodnocené.</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>Hod mincí (pro srovnání)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systém</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <extracomment>Column: log-loss, the mean of -ln(probability given to what happened); lower is better.</extracomment>
        <translation>Log-loss</translation>
    </message>
    <message>
        <source>Brier score</source>
        <extracomment>Column: the Brier score, the mean squared difference between prediction and result.</extracomment>
        <translation>Brierovo skóre</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won the game.</extracomment>
        <translation>Favorit vyhrál</translation>
    </message>
    <message>
        <source>Scale k</source>
        <extracomment>Column: SAGC&apos;s fitted logistic scale k (per rank).</extracomment>
        <translation>Měřítko k</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <translation>{best} předpověděl klub nejlépe: jeho log-loss je o {gap} nižší než u systému {next} a o {coin} nižší než u hodu mincí.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>Log-loss systému {best} je o {coin} nižší než u hodu mincí.</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Žádný systém nepředpověděl klub lépe než hod mincí.</translation>
    </message>
    <message>
        <source>Log-loss: the mean of -ln of the chance given to what happened (lower is better; a coin toss scores {coin}). Brier score: the mean squared distance between the prediction and the result (lower is better; a coin toss scores {quarter}). Favourite won: how often the player the system favoured won (a jigo counts half). Scale k: SAGC has no probability of its own; it is given one by a logistic curve in the rank difference whose steepness k is fitted on the warm-up games.</source>
        <translation>Log-loss: průměr −ln šance dané tomu, co se stalo (nižší je lepší; hod mincí dosáhne {coin}). Brierovo skóre: průměr čtverců rozdílu mezi předpovědí a výsledkem (nižší je lepší; hod mincí dosáhne {quarter}). Favorit vyhrál: jak často vyhrál hráč, kterého systém zvýhodňoval (jigo se počítá napůl). Měřítko k: SAGC nemá vlastní pravděpodobnost; dostává ji logistickou křivkou v rozdílu tříd, jejíž strmost k se odhadne na partiích k zahřátí.</translation>
    </message>
    <message>
        <source>Calibration: {system}</source>
        <translation>Kalibrace: {system}</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Handicapy: jak často vyhrál černý</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Handicapy zvýhodňovaly černého.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Handicapy zvýhodňovaly bílého.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Handicapy jasně nezvýhodňovaly žádnou stranu.</translation>
    </message>
    <message>
        <source>Black won {share} of the {games} with a handicap (95% interval {low} to {high}).</source>
        <translation>Černý vyhrál {share} z {games} s handicapem (95% interval {low} až {high}).</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>handicap %n kámen</numerusform>
            <numerusform>handicap %n kameny</numerusform>
            <numerusform>handicap %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>bez handicapu</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones of the games in this row.</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>Column: Black&apos;s share of these games (a jigo half).</extracomment>
        <translation>Černý vyhrál</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Column: the 95% Wilson interval of Black&apos;s share.</extracomment>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>Furthest above their expected score ({system})</source>
        <translation>Nejvíce nad očekávaným skóre ({system})</translation>
    </message>
    <message>
        <source>Furthest below their expected score ({system})</source>
        <translation>Nejvíce pod očekávaným skóre ({system})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: the games the player won, a jigo half.</extracomment>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column: the wins the system&apos;s predictions expected of the player.</extracomment>
        <translation>Očekáváno</translation>
    </message>
    <message>
        <source>z</source>
        <comment>column: standard score</comment>
        <extracomment>Column: z, how many standard deviations the player&apos;s wins are above his expected wins.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Wins count a jigo as half; expected wins add up the chances the system gave the player; z is their difference in standard deviations (beyond 2 it is seldom chance).</source>
        <translation>Výhry počítají jigo napůl; očekávané výhry sčítají šance, které systém hráči dával; z je jejich rozdíl ve směrodatných odchylkách (nad 2 je to zřídka náhoda).</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Vytištěno programem ClubRater.</translation>
    </message>
    <message>
        <source>{club}: how well the ratings predict</source>
        <translation>{club}: jak dobře hodnocení předpovídají</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Change an event</source>
        <translation>Změnit turnaj</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Přidat turnaj</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Přidat</translation>
    </message>
    <message>
        <source>e.g. Winter Open 2025</source>
        <extracomment>An example tournament name; translate freely.</extracomment>
        <translation>např. Zimní turnaj 2025</translation>
    </message>
    <message>
        <source>Rated (untick for fast games or a simultaneous)</source>
        <extracomment>A simultaneous: one strong player against several at once (a &quot;simul&quot;).</extracomment>
        <translation>Do ratingu (zrušte u rychlých partií nebo simultánky)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Začátek:</translation>
    </message>
    <message>
        <source>E&amp;nds:</source>
        <translation>&amp;Konec:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <comment>venue</comment>
        <extracomment>Where the event was held (a town or venue), not a standing in the results.</extracomment>
        <translation>&amp;Místo:</translation>
    </message>
    <message>
        <source>EGF &amp;class:</source>
        <comment>EGF tournament class A-D</comment>
        <extracomment>The EGF&apos;s tournament class (A, B, C, D), which weighs its games; not a school class.</extracomment>
        <translation>&amp;Kategorie EGF:</translation>
    </message>
    <message>
        <source>Please give the event a name.</source>
        <translation>Zadejte prosím název turnaje.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Turnaj „{name}“ už existuje.</translation>
    </message>
    <message>
        <source>The event cannot end before it starts.</source>
        <translation>Turnaj nemůže skončit dřív, než začne.</translation>
    </message>
</context>
<context>
    <name>EventMessages</name>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Turnaj číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation>Turnaj potřebuje název.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Turnaj s názvem „{name}“ už existuje.</translation>
    </message>
    <message>
        <source>Class &quot;{klass}&quot; is not A, B, C or D.</source>
        <translation>Třída turnaje „{klass}“ není A, B, C ani D.</translation>
    </message>
    <message>
        <source>An event&apos;s number and entry order cannot be changed.</source>
        <translation>Číslo turnaje a pořadí zadání nelze změnit.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; still has games; delete or move them first.</source>
        <translation>„{name}“ má ještě partie; nejprve je smažte nebo přesuňte.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already there.</source>
        <translation>Turnaj „{name}“ už existuje.</translation>
    </message>
</context>
<context>
    <name>EventOperations</name>
    <message>
        <source>A new event?</source>
        <translation>Nový turnaj?</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot;. Add it?</source>
        <translation>Turnaj „{name}“ neexistuje. Přidat ho?</translation>
    </message>
    <message>
        <source>Add the event…</source>
        <translation>Přidat turnaj…</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Delete the event &quot;{name}&quot;? Ctrl+Z brings it back.</source>
        <translation>Smazat turnaj „{name}“? Ctrl+Z ho vrátí.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Ponechat</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>Choose an event to see its results</source>
        <translation>Vyberte turnaj a uvidíte jeho výsledky</translation>
    </message>
    <message>
        <source>Show the games of this event</source>
        <translation>Zobrazit partie tohoto turnaje</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnaj</numerusform>
            <numerusform>%n turnaje</numerusform>
            <numerusform>%n turnajů</numerusform>
        </translation>
    </message>
    <message>
        <source>{event} (not rated)</source>
        <translation>{event} (mimo rating)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>{event}: {players} on {day}</source>
        <extracomment>An event&apos;s results: &quot;{event}: 12 players on 4 March 2024&quot;.</extracomment>
        <translation>{event}: {players}, {day}</translation>
    </message>
    <message>
        <source>{event}: {players}</source>
        <translation>{event}: {players}</translation>
    </message>
</context>
<context>
    <name>ExportMessages</name>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>Složka {folder} pro zápis {name} neexistuje.</translation>
    </message>
    <message>
        <source>Wrote {file}: {players} players, {games} games, {rows} history rows.</source>
        <translation>Zapsán soubor {file}: hráči {players}, partie {games}, řádky historie {rows}.</translation>
    </message>
    <message>
        <source>Wrote {file}: {games} games.</source>
        <translation>Zapsán soubor {file}: partie {games}.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>žádný</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Turnaj s názvem „{name}“ neexistuje (poslední jsou {known}).</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games to write.</source>
        <translation>Turnaj „{name}“ nemá žádné partie k zápisu.</translation>
    </message>
    <message>
        <source>Wrote {file}: {event}, {players} players, {games} games.</source>
        <translation>Zapsán soubor {file}: {event}, hráči {players}, partie {games}.</translation>
    </message>
    <message>
        <source>--club is for the workbook (FILE.xlsx) and the games file (FILE.csv): an event table is whole.</source>
        <translation>--club je pro sešit (SOUBOR.xlsx) a soubor partií (SOUBOR.csv): tabulka turnaje je vždy celá.</translation>
    </message>
    <message>
        <source>export writes FILE.xlsx (the club workbook), FILE.csv (the games) or `h9 EVENT FILE` (one event as an EGD table); it was given {given!r}.</source>
        <translation>export zapisuje SOUBOR.xlsx (sešit klubu), SOUBOR.csv (partie) nebo `h9 TURNAJ SOUBOR` (jeden turnaj jako tabulku EGD); bylo zadáno {given!r}.</translation>
    </message>
</context>
<context>
    <name>Federation</name>
    <message>
        <source>Connecting to {where}…</source>
        <translation>Připojuji k {where}…</translation>
    </message>
    <message>
        <source>Push a club file into the federation</source>
        <translation>Přenést soubor klubu do svazu</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Soubory klubu (*.sqlite *.db);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Comparing {file} with the federation…</source>
        <translation>Porovnávám {file} se svazem…</translation>
    </message>
    <message>
        <source>Pushing {file}…</source>
        <translation>Přenáším {file}…</translation>
    </message>
    <message>
        <source>Pull a club file</source>
        <translation>Stáhnout soubor klubu</translation>
    </message>
    <message>
        <source>The club file&apos;s own club:</source>
        <translation>Klub, jemuž patří soubor klubu:</translation>
    </message>
    <message>
        <source>Pull a club file from the federation</source>
        <translation>Stáhnout soubor klubu ze svazu</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Soubory klubu (*.sqlite)</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Zapisuje se {file}…</translation>
    </message>
    <message>
        <source>Push a club file</source>
        <translation>Přenést soubor klubu</translation>
    </message>
    <message>
        <source>Enter its games for the member club:</source>
        <translation>Zapsat jeho partie pro členský klub:</translation>
    </message>
    <message>
        <source>Players of:</source>
        <translation>Hráči klubu:</translation>
    </message>
</context>
<context>
    <name>FederationMessages</name>
    <message>
        <source>There is no member club number {number}.</source>
        <translation>Členský klub číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>none yet</source>
        <comment>no member clubs</comment>
        <translation>zatím žádný</translation>
    </message>
    <message>
        <source>There is no member club &quot;{name}&quot; (the clubs: {names}).</source>
        <translation>Členský klub „{name}“ neexistuje (kluby: {names}).</translation>
    </message>
    <message>
        <source>Only the federation officer enters for another club; you enter for {club}.</source>
        <translation>Jen svazový referent zapisuje za jiný klub; vy zapisujete za {club}.</translation>
    </message>
    <message>
        <source>no club</source>
        <translation>žádný klub</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Hráč číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Partie číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Turnaj číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Úprava číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>A player of {club}; only its secretary or the federation officer can change him.</source>
        <translation>Hráč klubu {club}; změnit ho může jen jeho sekretář nebo svazový referent.</translation>
    </message>
    <message>
        <source>Entered by {club}; only its secretary or the federation officer can change it.</source>
        <translation>Zapsal klub {club}; změnit to může jen jeho sekretář nebo svazový referent.</translation>
    </message>
    <message>
        <source>your club</source>
        <translation>váš klub</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>hráč {number}</translation>
    </message>
    <message>
        <source>Neither {black} nor {white} plays for {club}, and the game is in no event {club} entered: only their clubs&apos; secretaries or the federation officer can enter it.</source>
        <translation>{black} ani {white} nehraje za {club} a partie nepatří k žádnému turnaji, který zapsal {club}: zapsat ji mohou jen sekretáři jejich klubů nebo svazový referent.</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The federation officer adds a player for a member club: choose the club first (--for-club NAME on the command line, the club picker in the window).</source>
        <translation>Svazový referent přidává hráče za členský klub: nejprve zvolte klub (--for-club NÁZEV na příkazové řádce, výběr klubu v okně).</translation>
    </message>
    <message>
        <source>The connection to the federation database was lost; other secretaries&apos; changes will show after reconnecting.</source>
        <translation>Spojení s databází svazu bylo ztraceno; změny ostatních sekretářů se zobrazí po opětovném připojení.</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>The file could not be used: {reason} ({file}).</source>
        <translation>Soubor nelze použít: {reason} ({file}).</translation>
    </message>
    <message>
        <source>The file could not be used: {reason}.</source>
        <translation>Soubor nelze použít: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong that ClubRater did not expect, and nothing was changed. Your club file is safe. If it happens again, please send the log file to whoever looks after ClubRater.</source>
        <translation>Stalo se něco, co ClubRater nečekal, a nic nebylo změněno. Váš soubor klubu je v bezpečí. Pokud se to stane znovu, pošlete prosím soubor protokolu tomu, kdo se o ClubRater stará.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ano</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Složka:</translation>
    </message>
</context>
<context>
    <name>FesaExport</name>
    <message>
        <source>FESA tournament files</source>
        <extracomment>FESA: the Federation of European Shogi Associations; tournament files are sent to its rating officer.</extracomment>
        <translation>Turnajové soubory FESA</translation>
    </message>
    <message>
        <source>Export the FESA Elo list</source>
        <translation>Exportovat Elo žebříček FESA</translation>
    </message>
    <message>
        <source>FESA Elo list (*.txt);;All files (*)</source>
        <translation>Elo žebříček FESA (*.txt);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>FESA list</source>
        <translation>Žebříček FESA</translation>
    </message>
    <message>
        <source>The club has no event with games to send.</source>
        <translation>Klub nemá žádný turnaj s partiemi k odeslání.</translation>
    </message>
    <message>
        <source>Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament whose files are sent to FESA.</extracomment>
        <translation>Turnaj:</translation>
    </message>
    <message>
        <source>Folder for turnering.txt and nye-spillere</source>
        <extracomment>turnering.txt and nye-spillere are file names of the FESA rating program: keep them.</extracomment>
        <translation>Složka pro turnering.txt a nye-spillere</translation>
    </message>
</context>
<context>
    <name>FesaExportMessages</name>
    <message>
        <source>The FESA program&apos;s files are for a shogi club rated with FESA Elo; this club uses {system}.</source>
        <translation>Soubory programu FESA jsou pro klub šógi hodnocený FESA Elo; tento klub používá {system}.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>Složka {folder} pro zápis {name} neexistuje.</translation>
    </message>
    <message>
        <source> (in UTF-8: a name has letters ISO-8859-1 cannot hold)</source>
        <translation> (v UTF-8: některé jméno obsahuje písmena, která ISO-8859-1 neumí)</translation>
    </message>
    <message>
        <source>Wrote {file}: the Elo list for {date}, {players} players{note}.</source>
        <translation>Zapsán soubor {file}: seznam Elo ke dni {date}, hráči {players}{note}.</translation>
    </message>
    <message>
        <source>Wrote {file}: the FESA program&apos;s rating list, {players} players{note}.</source>
        <translation>Zapsán soubor {file}: ratingový seznam programu FESA, hráči {players}{note}.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>žádný</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Turnaj s názvem „{name}“ neexistuje (poslední jsou {known}).</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write turnering.txt and nye-spillere in.</source>
        <translation>Složka {folder} pro zápis turnering.txt a nye-spillere neexistuje.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games with a result to write.</source>
        <translation>Turnaj „{name}“ nemá žádné partie s výsledkem k zápisu.</translation>
    </message>
    <message>
        <source>Wrote {tournament} ({event}: {players} players, {games} games) and {newcomers} ({new} players new to FESA){note}.</source>
        <translation>Zapsány soubory {tournament} ({event}: hráči {players}, partie {games}) a {newcomers} (hráči noví pro FESA: {new}){note}.</translation>
    </message>
    <message>
        <source>export {kind} takes {usage}; it was given {given!r}.</source>
        <translation>export {kind} očekává {usage}; bylo zadáno {given!r}.</translation>
    </message>
</context>
<context>
    <name>FesaMessages</name>
    <message>
        <source>{file} cannot be read:</source>
        <translation>Soubor {file} nelze přečíst:</translation>
    </message>
    <message>
        <source>a #| comment is never closed</source>
        <translation>komentář #| není nikdy uzavřen</translation>
    </message>
    <message>
        <source>a &quot;)&quot; closes nothing</source>
        <translation>„)“ nic neuzavírá</translation>
    </message>
    <message>
        <source>the file ends after a quote</source>
        <translation>soubor končí za uvozovkou</translation>
    </message>
    <message>
        <source>a #S( structure has no name</source>
        <translation>struktura #S( nemá název</translation>
    </message>
    <message>
        <source>the {structure} structure has a key without a value</source>
        <translation>struktura {structure} má klíč bez hodnoty</translation>
    </message>
    <message>
        <source>the {structure} structure has {key!r} where a :KEY should be</source>
        <translation>struktura {structure} má {key!r} tam, kde má být :KLÍČ</translation>
    </message>
    <message>
        <source>the file ends inside a #\ character</source>
        <translation>soubor končí uvnitř znaku #\</translation>
    </message>
    <message>
        <source>&quot;#{text}&quot; is not something a FESA file holds</source>
        <translation>„#{text}“ se v souboru FESA nevyskytuje</translation>
    </message>
    <message>
        <source>a &quot;(&quot; opened here is never closed</source>
        <translation>„(“ otevřená zde není nikdy uzavřena</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>řetězec otevřený zde není nikdy uzavřen</translation>
    </message>
    <message>
        <source>&quot;{token}&quot; divides by zero</source>
        <translation>„{token}“ dělí nulou</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>soubor je prázdný</translation>
    </message>
    <message>
        <source>the file is not a list of players</source>
        <translation>soubor není seznam hráčů</translation>
    </message>
    <message>
        <source>{item} is not a #S(PLAYER ...)</source>
        <translation>{item} není #S(PLAYER ...)</translation>
    </message>
    <message>
        <source>the player has no last name</source>
        <translation>hráč nemá příjmení</translation>
    </message>
    <message>
        <source>{who}: the first name {first} is not a string</source>
        <translation>{who}: křestní jméno {first} není řetězec</translation>
    </message>
    <message>
        <source>{who}: ELO-NUMBER {rating} is not a rating</source>
        <translation>{who}: ELO-NUMBER {rating} není rating</translation>
    </message>
    <message>
        <source>{who}: {game} in GAMES is not (opponent&apos;s rating, result, weight)</source>
        <translation>{who}: {game} v GAMES není (rating soupeře, výsledek, váha)</translation>
    </message>
    <message>
        <source>{who}: GAMES {games} is neither a count nor a list of games</source>
        <translation>{who}: GAMES {games} není počet ani seznam partií</translation>
    </message>
    <message>
        <source>{who}: LB-COUNT {value} is not (:LB count flag)</source>
        <translation>{who}: LB-COUNT {value} není (:LB počet příznak)</translation>
    </message>
    <message>
        <source>{who}: MP-COUNT {value} is not (:MP count)</source>
        <translation>{who}: MP-COUNT {value} není (:MP počet)</translation>
    </message>
    <message>
        <source>{who}: BONUS-COUNT {value} is not a count</source>
        <translation>{who}: BONUS-COUNT {value} není počet</translation>
    </message>
    <message>
        <source>{who}: {level_key} {level} {name_key} {name} is not a grade</source>
        <translation>{who}: {level_key} {level} {name_key} {name} není stupeň</translation>
    </message>
    <message>
        <source>{who}: &quot;{level} {name}&quot; is not a shogi grade</source>
        <translation>{who}: „{level} {name}“ není stupeň šógi</translation>
    </message>
    <message>
        <source>entry {number} is not (last first nationalities level grade ...)</source>
        <translation>položka {number} není (příjmení jméno národnosti úroveň stupeň ...)</translation>
    </message>
    <message>
        <source>no [tournament name] and [date] at the top</source>
        <translation>nahoře chybí [název turnaje] a [datum]</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (YYYY-MM-DD)</source>
        <translation>„{text}“ není datum (RRRR-MM-DD)</translation>
    </message>
    <message>
        <source>a result line after the table had ended</source>
        <translation>řádek výsledku po konci tabulky</translation>
    </message>
    <message>
        <source>no result lines (the first must be place 1)</source>
        <translation>žádné řádky výsledků (první musí být 1. místo)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is already listed on line {first}</source>
        <translation>„{name}“ už je uveden na řádku {first}</translation>
    </message>
    <message>
        <source>a player line needs [last name] [first name] [results]</source>
        <translation>řádek hráče potřebuje [příjmení] [jméno] [výsledky]</translation>
    </message>
    <message>
        <source>the last name is empty</source>
        <translation>příjmení je prázdné</translation>
    </message>
    <message>
        <source>{name} gives a simultaneous exhibition: ClubRater does not rate those</source>
        <translation>{name} hraje simultánku: ty ClubRater nehodnotí</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a result like 3+, 4- or 2=</source>
        <translation>„{text}“ není výsledek jako 3+, 4- nebo 2=</translation>
    </message>
    <message>
        <source>{name} has {results} results where the table has {rounds} rounds</source>
        <translation>{name} má {results} výsledků, ale tabulka má {rounds} kol</translation>
    </message>
    <message>
        <source>round {round}: there is no opponent {opponent}</source>
        <translation>kolo {round}: soupeř {opponent} neexistuje</translation>
    </message>
    <message>
        <source>round {round}: {name} played {opponent}, whose line says otherwise</source>
        <translation>kolo {round}: {name} hrál(a) se soupeřem {opponent}, jehož řádek uvádí něco jiného</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} do not share one point</source>
        <translation>kolo {round}: {name} a {opponent} si nedělí jeden bod</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} disagree about the handicap</source>
        <translation>kolo {round}: {name} a {opponent} se neshodují v handicapu</translation>
    </message>
    <message>
        <source>{folder} is not a folder of the FESA rating program.</source>
        <translation>{folder} není složka ratingového programu FESA.</translation>
    </message>
    <message>
        <source>{folder} has no {list}: it is not a folder of the FESA rating program.</source>
        <translation>{folder} nemá {list}: není to složka ratingového programu FESA.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is in {list} twice</source>
        <translation>„{name}“ je v {list} dvakrát</translation>
    </message>
    <message>
        <source>{name} has played on {date}, after this tournament</source>
        <translation>{name} hrál(a) {date}, po tomto turnaji</translation>
    </message>
    <message>
        <source>The event name &quot;{name}&quot; has a bracket or a line break, which turnering.txt cannot hold.</source>
        <translation>Název turnaje „{name}“ obsahuje závorku nebo zalomení řádku, které turnering.txt neumí uložit.</translation>
    </message>
    <message>
        <source>turnering.txt cannot hold a bracket or a line break in a name: {shown}.</source>
        <translation>turnering.txt neumí uložit závorku ani zalomení řádku ve jméně: {shown}.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>it came out empty</source>
        <translation>vyšel prázdný</translation>
    </message>
    <message>
        <source>the PDF came out incomplete</source>
        <translation>PDF vyšlo neúplné</translation>
    </message>
    <message>
        <source>the workbook came out without its parts</source>
        <translation>sešit vyšel bez svých částí</translation>
    </message>
    <message>
        <source>the workbook part {part} came out damaged</source>
        <translation>část sešitu {part} vyšla poškozená</translation>
    </message>
    <message>
        <source>the workbook came out unreadable ({reason})</source>
        <translation>sešit vyšel nečitelný ({reason})</translation>
    </message>
    <message>
        <source>{file} was not written; {unchanged}</source>
        <translation>Soubor {file} nebyl zapsán; {unchanged}</translation>
    </message>
    <message>
        <source>ClubRater cannot write {file} in {folder} (it is read-only); {unchanged}</source>
        <translation>ClubRater nemůže zapsat {file} do {folder} (je jen pro čtení); {unchanged}</translation>
    </message>
    <message>
        <source>{file} could not be written ({reason}); {unchanged}</source>
        <translation>Soubor {file} nešlo zapsat ({reason}); {unchanged}</translation>
    </message>
    <message>
        <source>the file that was there is unchanged.</source>
        <translation>soubor, který tam byl, se nezměnil.</translation>
    </message>
    <message>
        <source>nothing was written.</source>
        <translation>nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>{file} was not written ({problem}); {unchanged}</source>
        <translation>Soubor {file} nebyl zapsán ({problem}); {unchanged}</translation>
    </message>
    <message>
        <source>{file} was not written: {problem}; {unchanged}</source>
        <translation>Soubor {file} nebyl zapsán: {problem}; {unchanged}</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {file} in.</source>
        <translation>Složka {folder} pro zápis {file} neexistuje.</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes were written</source>
        <translation>zapsáno bylo jen {written} z {size} bajtů</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>Black won (B)</source>
        <extracomment>The winner of a Go game; B, W and J are the letters typed on the record sheet (jigo: a draw). Keep the letters.</extracomment>
        <translation>Vyhrál černý (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Vyhrál bílý (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Change a game</source>
        <translation>Změnit partii</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>Č&amp;erný:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Bílý:</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>&amp;Handicap:</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <extracomment>Komi: the points White receives in Go (keep the Go term where the club uses it).</extracomment>
        <translation>&amp;Komi:</translation>
    </message>
    <message>
        <source>W&amp;inner:</source>
        <translation>&amp;Vítěz:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game: tournament, club, friendly or free.</extracomment>
        <translation>D&amp;ruh:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament or other event the game was played at.</extracomment>
        <translation>&amp;Turnaj:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Poznámka:</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} není v seznamu hráčů.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Tentýž hráč nemůže hrát černými i bílými.</translation>
    </message>
</context>
<context>
    <name>GameMessages</name>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Partie číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>The record sheet was not saved:</source>
        <translation>Zápis výsledků nebyl uložen:</translation>
    </message>
    <message>
        <source>game {number}: {problem}</source>
        <translation>partie {number}: {problem}</translation>
    </message>
</context>
<context>
    <name>GameOperations</name>
    <message>
        <source>Delete the game {black} – {white} of {date}? Every later rating is worked out again; Ctrl+Z brings it back.</source>
        <translation>Smazat partii {black} – {white} ze dne {date}? Všechny pozdější ratingy se přepočítají; Ctrl+Z ji vrátí.</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n game(s)? Every later rating is worked out again; Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Smazat tuto %n partii? Všechny pozdější ratingy se přepočítají; Ctrl+Z ji vrátí.</numerusform>
            <numerusform>Smazat tyto %n partie? Všechny pozdější ratingy se přepočítají; Ctrl+Z je vrátí.</numerusform>
            <numerusform>Smazat těchto %n partií? Všechny pozdější ratingy se přepočítají; Ctrl+Z je vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Ponechat</translation>
    </message>
</context>
<context>
    <name>GameTypes</name>
    <message>
        <source>tournament</source>
        <extracomment>Game type: a game of a rated tournament (counts 1.5 in SAGC).</extracomment>
        <translation>turnajová</translation>
    </message>
    <message>
        <source>club</source>
        <extracomment>Game type: an ordinary game on a club night.</extracomment>
        <translation>klubová</translation>
    </message>
    <message>
        <source>friendly</source>
        <extracomment>Game type: a friendly or internet game (counts half).</extracomment>
        <translation>přátelská</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>Game type: a free or teaching game (rates nobody).</extracomment>
        <translation>volná</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>game type</comment>
        <extracomment>A kind of game; SAGC weighs ratings by it (tournament 1.5, club 1.0, friendly 0.5, free 0.0).</extracomment>
        <translation>turnajová</translation>
    </message>
    <message>
        <source>club</source>
        <comment>game type: an ordinary club-night game</comment>
        <translation>klubová</translation>
    </message>
    <message>
        <source>friendly</source>
        <comment>game type</comment>
        <translation>přátelská</translation>
    </message>
    <message>
        <source>free</source>
        <comment>game type: a teaching game, not rated</comment>
        <extracomment>A free (teaching) game: played at the club but never rated.</extracomment>
        <translation>volná</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>B</source>
        <comment>winner: Black</comment>
        <extracomment>Winner column: Black won (one letter or character for &quot;Black&quot;).</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>W</source>
        <comment>winner: White</comment>
        <extracomment>Winner column: White won (one letter or character for &quot;White&quot;).</extracomment>
        <translation>W</translation>
    </message>
    <message>
        <source>Jigo</source>
        <comment>winner: a draw</comment>
        <extracomment>Winner column: a drawn Go game (jigo); shogi draws too.</extracomment>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>No result: shown, not rated</source>
        <translation>Bez výsledku: zobrazena, nezapočítána</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>&amp;From</source>
        <comment>date</comment>
        <extracomment>Filter: games from this date on.</extracomment>
        <translation>&amp;Od</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <comment>date</comment>
        <extracomment>Filter: games up to this date.</extracomment>
        <translation>&amp;Do</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>kterýkoli hráč</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Zobrazit vše</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Hráč</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <comment>tournament</comment>
        <extracomment>Filter label: the tournament or event.</extracomment>
        <translation>&amp;Turnaj</translation>
    </message>
    <message>
        <source>All events and club games</source>
        <translation>Všechny turnaje a klubové partie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <extracomment>{shown} games match the filters out of %Ln in the club.</extracomment>
        <translation>
            <numerusform>{shown} z %Ln partie</numerusform>
            <numerusform>{shown} z %Ln partií</numerusform>
            <numerusform>{shown} z %Ln partií</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GradeMessages</name>
    <message>
        <source>&quot;{text}&quot; is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).</source>
        <translation>„{text}“ není stupeň šógi (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; také 3級, 初段).</translation>
    </message>
    <message>
        <source>{grade} has no line in the FESA grade table.</source>
        <translation>{grade} nemá řádek v tabulce stupňů FESA.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a shogi handicap FESA rates ({known}).</source>
        <translation>„{text}“ není handicap šógi, který FESA hodnotí ({known}).</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>&lt;h3&gt;Entering an evening&apos;s games&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Press &lt;b&gt;Ctrl+3&lt;/b&gt; (Games &amp;gt; Record sheet). Set the date of the club night at the top.&lt;/li&gt;
&lt;li&gt;Type each game on its own row, in the order of the paper sheet: &lt;b&gt;Black&lt;/b&gt;, &lt;b&gt;White&lt;/b&gt;, then the
winner: &lt;b&gt;B&lt;/b&gt;, &lt;b&gt;W&lt;/b&gt; or &lt;b&gt;J&lt;/b&gt; (jigo). Tab or Enter moves to the next box.&lt;/li&gt;
&lt;li&gt;Names complete as you type; typing a rank such as &lt;b&gt;12k&lt;/b&gt; lists the players of that rank.&lt;/li&gt;
&lt;li&gt;Handicap and komi are filled in (grey) from the ranks; type over them if the game was played otherwise.&lt;/li&gt;
&lt;li&gt;The last column says whether the row is ready. If a player is new, press &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; to add them.&lt;/li&gt;
&lt;li&gt;Press &lt;b&gt;Ctrl+S&lt;/b&gt; to save the whole sheet. &lt;b&gt;Ctrl+Z&lt;/b&gt; takes it back, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; puts it back.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;For a single game, &lt;b&gt;Ctrl+2&lt;/b&gt; opens a form where Enter saves the game and clears the form.&lt;/p&gt;
&lt;p&gt;Double-click a player in the standings to see their record sheet and history chart.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zadání partií jednoho večera&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Stiskněte &lt;b&gt;Ctrl+3&lt;/b&gt; (Partie &amp;gt; Zápis výsledků). Nahoře nastavte datum klubového večera.&lt;/li&gt;
&lt;li&gt;Každou partii zadejte na vlastní řádek, v pořadí papírového zápisu: &lt;b&gt;černý&lt;/b&gt;, &lt;b&gt;bílý&lt;/b&gt;, pak
vítěz: &lt;b&gt;B&lt;/b&gt;, &lt;b&gt;W&lt;/b&gt; nebo &lt;b&gt;J&lt;/b&gt; (jigo). Tab nebo Enter přejde na další pole.&lt;/li&gt;
&lt;li&gt;Jména se při psaní doplňují; zadáním třídy, např. &lt;b&gt;12k&lt;/b&gt;, se zobrazí hráči této třídy.&lt;/li&gt;
&lt;li&gt;Handicap a komi se doplní (šedě) podle tříd; pokud se partie hrála jinak, přepište je.&lt;/li&gt;
&lt;li&gt;Poslední sloupec ukazuje, zda je řádek hotový. Je-li hráč nový, přidejte ho klávesami &lt;b&gt;Ctrl+Shift+A&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Stiskem &lt;b&gt;Ctrl+S&lt;/b&gt; uložíte celý zápis. &lt;b&gt;Ctrl+Z&lt;/b&gt; ho vrátí zpět, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; ho obnoví.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Pro jedinou partii otevře &lt;b&gt;Ctrl+2&lt;/b&gt; formulář, v němž Enter partii uloží a formulář vyprázdní.&lt;/p&gt;
&lt;p&gt;Dvojklikem na hráče v žebříčku zobrazíte jeho zápis výsledků a graf vývoje.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to enter games</source>
        <translation>Jak zadávat partie</translation>
    </message>
    <message>
        <source>About ClubRater</source>
        <translation>O programu ClubRater</translation>
    </message>
    <message>
        <source>ClubRater {version}
Ratings for Go and shogi clubs: SAGC rank and index, EGF GoR, FESA Elo.
MIT licence.</source>
        <translation>ClubRater {version}
Ratingy pro kluby go a šógi: třída a index SAGC, GoR EGF, Elo FESA.
Licence MIT.</translation>
    </message>
</context>
<context>
    <name>H9Messages</name>
    <message>
        <source>The EGD tournament table cannot be read: it has no player lines.</source>
        <translation>Tabulku turnaje EGD nelze přečíst: nemá žádné řádky hráčů.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be read:</source>
        <translation>Tabulku turnaje EGD nelze přečíst:</translation>
    </message>
    <message>
        <source>class CL[{value}] is not A, B, C or D</source>
        <translation>třída CL[{value}] není A, B, C ani D</translation>
    </message>
    <message>
        <source>dates DT[{value}] are not dates like DT[2020-08-30,2020-08-31]</source>
        <translation>data DT[{value}] nejsou data jako DT[2020-08-30,2020-08-31]</translation>
    </message>
    <message>
        <source>DT[{value}] ends before it starts</source>
        <translation>DT[{value}] končí dřív, než začíná</translation>
    </message>
    <message>
        <source>handicap rule HA[{value}] is not like HA[h0] .. HA[h9]</source>
        <translation>pravidlo handicapu HA[{value}] není jako HA[h0] .. HA[h9]</translation>
    </message>
    <message>
        <source>komi KM[{value}] is not a number</source>
        <translation>komi KM[{value}] není číslo</translation>
    </message>
    <message>
        <source>EGD PIN &quot;|{pin}&quot; is not a number</source>
        <translation>EGD PIN „|{pin}“ není číslo</translation>
    </message>
    <message>
        <source>place 0 is not a place (0 means no opponent)</source>
        <translation>místo 0 není místo (0 znamená bez soupeře)</translation>
    </message>
    <message>
        <source>round {round}: result &quot;{token}&quot; {problem}</source>
        <translation>kolo {round}: výsledek „{token}“ {problem}</translation>
    </message>
    <message>
        <source>no rank, country and club after the name (like: 1 Surname Given 3k FR Club 2+/b0 ...)</source>
        <translation>za jménem chybí třída, země a klub (například: 1 Příjmení Jméno 3k FR Club 2+/b0 ...)</translation>
    </message>
    <message>
        <source>is not like 12+/w3, 7-/b, 3=, 0+, 0- or 0=</source>
        <translation>není jako 12+/w3, 7-/b, 3=, 0+, 0- nebo 0=</translation>
    </message>
    <message>
        <source>is not a free round like 0+, 0- or 0=</source>
        <translation>není volné kolo jako 0+, 0- nebo 0=</translation>
    </message>
    <message>
        <source>place {place} is already used on line {line}</source>
        <translation>místo {place} už je použito na řádku {line}</translation>
    </message>
    <message>
        <source>{results}, but the table has {rounds} (as on line {line})</source>
        <translation>{results}, ale tabulka má {rounds} (jako na řádku {line})</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n výsledek</numerusform>
            <numerusform>%n výsledky</numerusform>
            <numerusform>%n výsledků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n kolo</numerusform>
            <numerusform>%n kola</numerusform>
            <numerusform>%n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round}: &quot;{token}&quot;</source>
        <translation>kolo {round}: „{token}“</translation>
    </message>
    <message>
        <source>{entry} is a game against the player himself</source>
        <translation>{entry} je partie proti samotnému hráči</translation>
    </message>
    <message>
        <source>{entry}: there is no player with place {opponent}</source>
        <translation>{entry}: na místě {opponent} není žádný hráč</translation>
    </message>
    <message>
        <source>{entry}, but place {place} (line {line}) has &quot;{token}&quot; in round {round}</source>
        <translation>{entry}, ale místo {place} (řádek {line}) má v kole {round} „{token}“</translation>
    </message>
    <message>
        <source>results</source>
        <translation>výsledky</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>barvy</translation>
    </message>
    <message>
        <source>handicaps</source>
        <translation>handicapy</translation>
    </message>
    <message>
        <source>by-default marks</source>
        <translation>značky kontumace</translation>
    </message>
    <message>
        <source>{entry} against place {place}, whose round {round} is &quot;{token}&quot; (line {line}): the {what} do not match</source>
        <translation>{entry} proti místu {place}, jehož kolo {round} je „{token}“ (řádek {line}): {what} se neshodují</translation>
    </message>
    <message>
        <source> and </source>
        <translation> a </translation>
    </message>
    <message>
        <source>no EV[] tag naming the event</source>
        <translation>chybí značka EV[] s názvem turnaje</translation>
    </message>
    <message>
        <source>no DT[start,end] tag, so its games have no date</source>
        <translation>chybí značka DT[začátek,konec], takže partie nemají datum</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>žádné hráče</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has the same name as line {line}</source>
        <translation>„{name}“ má stejné jméno jako řádek {line}</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported: it has {what}.</source>
        <translation>Tabulku turnaje EGD nelze importovat: má {what}.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported:</source>
        <translation>Tabulku turnaje EGD nelze importovat:</translation>
    </message>
    <message>
        <source>player {number} has no name</source>
        <translation>hráč {number} nemá jméno</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>hráč „{name}“ nemá třídu</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is listed twice among the players</source>
        <translation>„{name}“ je mezi hráči dvakrát</translation>
    </message>
    <message>
        <source>handicap {handicap} is not 0..{most}</source>
        <translation>handicap {handicap} není 0..{most}</translation>
    </message>
    <message>
        <source>The event cannot be written as an EGD table:</source>
        <translation>Turnaj nelze zapsat jako tabulku EGD:</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has two games in round {round}</source>
        <translation>„{name}“ má v kole {round} dvě partie</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>&quot;{who}&quot; is not among the event&apos;s players</source>
        <translation>„{who}“ není mezi hráči turnaje</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; plays against himself</source>
        <translation>„{name}“ hraje sám se sebou</translation>
    </message>
    <message>
        <source>round {round} is not a round number</source>
        <translation>kolo {round} není číslo kola</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Point at a dot to see the game.</source>
        <translation>Najeďte na bod a uvidíte partii.</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Zatím žádné partie do ratingu</translation>
    </message>
    <message>
        <source>Choose a player to see their rank and index over time.</source>
        <extracomment>SAGC: the rank (kyu/dan) and the index within it, drawn over time.</extracomment>
        <translation>Vyberte hráče a uvidíte vývoj jeho třídy a indexu.</translation>
    </message>
    <message>
        <source>Choose a player to see their {value} over time.</source>
        <extracomment>{value} is the rating&apos;s name: GoR, Elo or rating.</extracomment>
        <translation>Vyberte hráče a uvidíte vývoj hodnoty {value}.</translation>
    </message>
    <message>
        <source>Rank and index</source>
        <extracomment>The chart&apos;s vertical axis (SAGC): kyu/dan rank, with the index within each rank.</extracomment>
        <translation>Třída a index</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Players or games (*.xlsx *.xlsm *.csv);;Excel workbooks (*.xlsx *.xlsm);;CSV files (*.csv);;All files (*)</source>
        <translation>Hráči nebo partie (*.xlsx *.xlsm *.csv);;Sešity Excelu (*.xlsx *.xlsm);;Soubory CSV (*.csv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Soubor {path} neexistuje.</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>sheet of the workbook</comment>
        <extracomment>The sheet of a workbook (or the kind of CSV file) a problem row is on: Players, Games or Adjustments.</extracomment>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>sheet of the workbook</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <comment>sheet of the workbook</comment>
        <translation>Úpravy</translation>
    </message>
    <message>
        <source>Import players or games</source>
        <translation>Importovat hráče nebo partie</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Čtu {file}…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importovat</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importuji {file}…</translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>{problem} (did you mean &quot;{guess}&quot;?)</source>
        <translation>{problem} (měli jste na mysli „{guess}“?)</translation>
    </message>
    <message>
        <source>&quot;{kind}&quot; is not something ClubRater imports (players, games, h9, fesa).</source>
        <translation>„{kind}“ není nic, co ClubRater importuje (players, games, h9, fesa).</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored. Problems:</source>
        <translation>Soubor {file} nebyl importován; nic nebylo uloženo. Problémy:</translation>
    </message>
    <message>
        <source>There is no file {file}.</source>
        <translation>Soubor {file} neexistuje.</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>neznámý hráč „{name}“</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already in the club with its games; nothing was imported. Delete its games first to import the table again.</source>
        <translation>Turnaj „{name}“ už je v klubu i s partiemi; nic nebylo importováno. Chcete-li tabulku importovat znovu, nejprve smažte jeho partie.</translation>
    </message>
    <message>
        <source>The file was not imported; nothing was stored. Problems:</source>
        <translation>Soubor nebyl importován; nic nebylo uloženo. Problémy:</translation>
    </message>
    <message>
        <source>adjustment: unknown player &quot;{player}&quot;</source>
        <translation>úprava: neznámý hráč „{player}“</translation>
    </message>
    <message>
        <source>adjustment: it sets no rank, index or rating</source>
        <translation>úprava: nenastavuje třídu, index ani rating</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>úprava: {problem}</translation>
    </message>
    <message>
        <source>neither {black} nor {white} plays for your club and the game is in no event your club entered; a secretary enters only his own club&apos;s games</source>
        <translation>{black} ani {white} nehraje za váš klub a partie nepatří k žádnému turnaji vašeho klubu; sekretář zapisuje jen partie svého klubu</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import {file}</source>
        <translation>Import souboru {file}</translation>
    </message>
    <message>
        <source>Sheet</source>
        <comment>workbook sheet</comment>
        <extracomment>Columns of the problem list: the workbook sheet, the line number in the file, what is wrong.</extracomment>
        <translation>List</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>line of the file</comment>
        <translation>Řádek</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problém</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problémy (%n)</numerusform>
            <numerusform>Problémy (%n)</numerusform>
            <numerusform>Problémy (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on the way in</source>
        <translation>Změněno při načítání</translation>
    </message>
    <message numerus="yes">
        <source>Changed (%n)</source>
        <translation>
            <numerusform>Změněno (%n)</numerusform>
            <numerusform>Změněno (%n)</numerusform>
            <numerusform>Změněno (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column: the player&apos;s kyu/dan rank (or shogi grade), not a position.</extracomment>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>kyu/dan rank</comment>
        <translation>Třída</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>the player&apos;s home club</comment>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Země</translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Noví hráči (%n)</numerusform>
            <numerusform>Noví hráči (%n)</numerusform>
            <numerusform>Noví hráči (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Columns of the new events: name, first day, EGF tournament class (A-D).</extracomment>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class A-D</comment>
        <translation>Kategorie</translation>
    </message>
    <message numerus="yes">
        <source>New events (%n)</source>
        <translation>
            <numerusform>Nové turnaje (%n)</numerusform>
            <numerusform>Nové turnaje (%n)</numerusform>
            <numerusform>Nové turnaje (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the club</source>
        <extracomment>Marks a game of the file that the club already has (it is not imported again).</extracomment>
        <translation>už v klubu je</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Columns of the games: Result is the winner&apos;s letter (B, W, J for jigo); Type the kind of game.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>winner of a game</comment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Handicap</source>
        <comment>Go handicap stones</comment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>kind of game</comment>
        <translation>Druh</translation>
    </message>
    <message>
        <source>In the club</source>
        <comment>is the game already stored</comment>
        <translation>V klubu</translation>
    </message>
    <message numerus="yes">
        <source>Games (%n)</source>
        <translation>
            <numerusform>Partie (%n)</numerusform>
            <numerusform>Partie (%n)</numerusform>
            <numerusform>Partie (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importovat</translation>
    </message>
    <message numerus="yes">
        <source>Import only the %n new game(s)</source>
        <translation>
            <numerusform>Importovat jen %n novou partii</numerusform>
            <numerusform>Importovat jen %n nové partie</numerusform>
            <numerusform>Importovat jen %n nových partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nového hráče</numerusform>
            <numerusform>%n nové hráče</numerusform>
            <numerusform>%n nových hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nový turnaj</numerusform>
            <numerusform>%n nové turnaje</numerusform>
            <numerusform>%n nových turnajů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partii</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank adjustment(s)</source>
        <extracomment>Set by hand: a player&apos;s kyu/dan rank (and index or rating) from a date on.</extracomment>
        <translation>
            <numerusform>%n úpravu třídy</numerusform>
            <numerusform>%n úpravy třídy</numerusform>
            <numerusform>%n úprav třídy</numerusform>
        </translation>
    </message>
    <message>
        <source>{players}, {events}, {games} and {adjustments}</source>
        <translation>{players}, {events}, {games} a {adjustments}</translation>
    </message>
    <message>
        <source>{players}, {events} and {games}</source>
        <translation>{players}, {events} a {games}</translation>
    </message>
    <message numerus="yes">
        <source>{file} cannot be imported: it has %n problem(s), listed below. Nothing has been stored. Correct the file and import it again (it would add {adds}).</source>
        <translation>
            <numerusform>Soubor {file} nelze importovat: má %n problém, uvedený níže. Nic nebylo uloženo. Opravte soubor a importujte ho znovu (přidal by {adds}).</numerusform>
            <numerusform>Soubor {file} nelze importovat: má %n problémy, uvedené níže. Nic nebylo uloženo. Opravte soubor a importujte ho znovu (přidal by {adds}).</numerusform>
            <numerusform>Soubor {file} nelze importovat: má %n problémů, uvedených níže. Nic nebylo uloženo. Opravte soubor a importujte ho znovu (přidal by {adds}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} adds nothing new to the club: the club already has its %n game(s).</source>
        <translation>
            <numerusform>Soubor {file} do klubu nepřidá nic nového: klub už jeho %n partii má.</numerusform>
            <numerusform>Soubor {file} do klubu nepřidá nic nového: klub už jeho %n partie má.</numerusform>
            <numerusform>Soubor {file} do klubu nepřidá nic nového: klub už jeho %n partií má.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} adds nothing new to the club.</source>
        <translation>Soubor {file} do klubu nepřidá nic nového.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) or note(s) lost invisible characters that would show text backwards or hide it (listed under Changed).</source>
        <translation>
            <numerusform>%n jménu nebo poznámce byly odebrány neviditelné znaky, které by text zobrazily pozpátku nebo ho skryly (uvedeno pod „Změněno“).</numerusform>
            <numerusform>%n jménům nebo poznámkám byly odebrány neviditelné znaky, které by text zobrazily pozpátku nebo ho skryly (uvedeno pod „Změněno“).</numerusform>
            <numerusform>%n jménům nebo poznámkám byly odebrány neviditelné znaky, které by text zobrazily pozpátku nebo ho skryly (uvedeno pod „Změněno“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out, because the club already has them: %n game(s) (marked under Games).</source>
        <extracomment>Some games of the file are stored already (marked in the Games tab); only the others are imported.</extracomment>
        <translation>
            <numerusform>Vynecháno, protože je klub už má: %n partie (označena pod „Partie“).</numerusform>
            <numerusform>Vynecháno, protože je klub už má: %n partie (označeny pod „Partie“).</numerusform>
            <numerusform>Vynecháno, protože je klub už má: %n partií (označeny pod „Partie“).</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {file} adds {adds}.{changed} Nothing is stored until you press Import.</source>
        <translation>Import souboru {file} přidá {adds}.{changed} Nic se neuloží, dokud nestisknete Importovat.</translation>
    </message>
</context>
<context>
    <name>ImportedMessages</name>
    <message>
        <source>{games} games</source>
        <translation>partie: {games}</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>hráči: {players}</translation>
    </message>
    <message>
        <source>{file} was already imported on {when:%Y-%m-%d %H:%M} ({what}); nothing was stored. Importing it again would put its games in twice; use --again to do so anyway.</source>
        <translation>Soubor {file} už byl importován {when:%Y-%m-%d %H:%M} ({what}); nic nebylo uloženo. Nový import by vložil partie podruhé; pokud to přesto chcete, použijte --again.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As this computer ({language})</source>
        <translation>Podle počítače ({language})</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
</context>
<context>
    <name>ListFileMessages</name>
    <message>
        <source>the EGD world list (allworld_lp.html, .txt or .zip), the FFG ladder (ech_ffg_V3.txt) or the AGA list (TDListA.txt)</source>
        <translation>světový seznam EGD (allworld_lp.html, .txt nebo .zip), žebříček FFG (ech_ffg_V3.txt) nebo seznam AGA (TDListA.txt)</translation>
    </message>
    <message>
        <source>{length} bytes long, shorter than an EGD player line (81)</source>
        <translation>délka {length} bajtů, kratší než řádek hráče EGD (81)</translation>
    </message>
    <message>
        <source>grade &quot;{text}&quot; is not a grade like 12k, 3d or 1p</source>
        <translation>stupeň „{text}“ není stupeň jako 12k, 3d nebo 1p</translation>
    </message>
    <message>
        <source>promotion/demotion &quot;{text}&quot; is neither a grade nor --</source>
        <translation>postup/sestup „{text}“ není stupeň ani --</translation>
    </message>
    <message>
        <source>GoR &quot;{text}&quot; is not a whole number</source>
        <translation>GoR „{text}“ není celé číslo</translation>
    </message>
    <message>
        <source>number of tournaments &quot;{text}&quot; is not a whole number</source>
        <translation>počet turnajů „{text}“ není celé číslo</translation>
    </message>
    <message>
        <source>country &quot;{text}&quot; is not two letters</source>
        <translation>země „{text}“ nejsou dvě písmena</translation>
    </message>
    <message>
        <source>{file} has no player lines of the EGD list.</source>
        <translation>Soubor {file} nemá žádné řádky hráčů seznamu EGD.</translation>
    </message>
    <message>
        <source>The file has no player lines of the EGD list.</source>
        <translation>Soubor nemá žádné řádky hráčů seznamu EGD.</translation>
    </message>
    <message>
        <source>{name} is cut short: the EGD list&apos;s last line (Number of players) is missing; nothing was loaded.</source>
        <translation>{name} je useknutý: chybí poslední řádek seznamu EGD (Number of players); nic nebylo načteno.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the EGD list&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} řádků neodpovídá rozvržení seznamu EGD; nic nebylo načteno:</translation>
    </message>
    <message>
        <source>{name} says it holds {declared} players but has {players} player lines; it is cut short or damaged, and nothing was loaded.</source>
        <translation>{name} uvádí {declared} hráčů, ale má {players} řádků hráčů; je useknutý nebo poškozený a nic nebylo načteno.</translation>
    </message>
    <message>
        <source>{length} bytes long; an FFG ladder line is 61 (58 in older ladders)</source>
        <translation>délka {length} bajtů; řádek žebříčku FFG má 61 (58 ve starších žebříčcích)</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a whole number</source>
        <translation>rating „{text}“ není celé číslo</translation>
    </message>
    <message>
        <source>{name} does not start with the FFG ladder&apos;s line #Echelle au DD/MM/YYYY.</source>
        <translation>{name} nezačíná řádkem #Echelle au DD/MM/YYYY žebříčku FFG.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the FFG ladder&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} řádků neodpovídá rozvržení žebříčku FFG; nic nebylo načteno:</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date like 12/31/2019</source>
        <translation>„{text}“ není datum jako 12/31/2019</translation>
    </message>
    <message>
        <source>{count} tab-separated fields; the AGA list has 9</source>
        <translation>{count} polí oddělených tabulátory; seznam AGA jich má 9</translation>
    </message>
    <message>
        <source>AGA ID &quot;{text}&quot; is not a number</source>
        <translation>AGA ID „{text}“ není číslo</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a number</source>
        <translation>rating „{text}“ není číslo</translation>
    </message>
    <message>
        <source>sigma &quot;{text}&quot; is not a number</source>
        <translation>sigma „{text}“ není číslo</translation>
    </message>
    <message>
        <source>expiry {problem}</source>
        <translation>platnost {problem}</translation>
    </message>
    <message>
        <source>rating date {problem}</source>
        <translation>datum ratingu {problem}</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the AGA list&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} řádků neodpovídá rozvržení seznamu AGA; nic nebylo načteno:</translation>
    </message>
    <message>
        <source>{name} is a zip without the one list inside that the EGD&apos;s zip holds.</source>
        <translation>{name} je zip bez jediného seznamu, který zip EGD obsahuje.</translation>
    </message>
    <message>
        <source>{name} holds a file of {size} bytes: far too big for a list.</source>
        <translation>{name} obsahuje soubor o velikosti {size} bajtů: na seznam příliš velký.</translation>
    </message>
    <message>
        <source>{name} is a damaged zip file ({reason}).</source>
        <translation>{name} je poškozený soubor zip ({reason}).</translation>
    </message>
    <message>
        <source>{name} is the {found}, not the {wanted}.</source>
        <translation>{name} je {found}, ne {wanted}.</translation>
    </message>
    <message>
        <source>{name} is none of the lists ClubRater reads: {lists}.</source>
        <translation>{name} není žádný ze seznamů, které ClubRater čte: {lists}.</translation>
    </message>
    <message>
        <source>{name}: {count} entries hold names ClubRater does not store; nothing was loaded:</source>
        <translation>{name}: {count} záznamů obsahuje jména, která ClubRater neukládá; nic nebylo načteno:</translation>
    </message>
    <message>
        <source>surname</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>příjmení</translation>
    </message>
    <message>
        <source>first name</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>křestní jméno</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>{name} is {size} bytes: far too big for a rating list.</source>
        <translation>{name} má {size} bajtů: na ratingový seznam příliš velký.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Soubor {path} neexistuje.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a rating list.</source>
        <translation>{path} je složka, ne ratingový seznam.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} nelze přečíst ({reason}).</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://).</source>
        <translation>„{url}“ není webová adresa (http:// nebo https://).</translation>
    </message>
    <message>
        <source>The server at {url} answered {code} ({reason}); nothing was loaded.</source>
        <translation>Server na adrese {url} odpověděl {code} ({reason}); nic nebylo načteno.</translation>
    </message>
    <message>
        <source>{url} could not be reached ({reason}); is this computer online?</source>
        <translation>{url} není dostupná ({reason}); je tento počítač připojen k internetu?</translation>
    </message>
    <message>
        <source>{url} sent more than {size} bytes: far too big for a rating list.</source>
        <translation>{url} poslala více než {size} bajtů: na ratingový seznam příliš mnoho.</translation>
    </message>
</context>
<context>
    <name>ListMessages</name>
    <message>
        <source>unknown date</source>
        <translation>neznámého data</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} ke dni {date}: hráči {players}</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://); nothing was changed.</source>
        <translation>„{url}“ není webová adresa (http:// nebo https://); nic nebylo změněno.</translation>
    </message>
    <message>
        <source>This {name} is of {date}, older than the one the club keeps ({kept}); nothing was loaded. Load it with --force to replace the newer list anyway.</source>
        <translation>Tento {name} je ke dni {date}, starší než ten, který klub uchovává ({kept}); nic nebylo načteno. Chcete-li přesto nahradit novější seznam, načtěte ho s --force.</translation>
    </message>
    <message>
        <source>{summary}; replaces the list of {date}</source>
        <translation>{summary}; nahrazuje seznam ke dni {date}</translation>
    </message>
    <message>
        <source>{summary} ({count} placeholder entries left out)</source>
        <translation>{summary} (vynecháno {count} zástupných záznamů)</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE, or clubrater list update {fed}).</source>
        <translation>Klub neuchovává {list}; nejprve ho načtěte (clubrater list load SOUBOR nebo clubrater list update {fed}).</translation>
    </message>
    <message>
        <source>There is nobody with {id_name} {id} in the {list} of {date}.</source>
        <translation>V seznamu {list} ke dni {date} není nikdo s {id_name} {id}.</translation>
    </message>
    <message>
        <source>{name} has neither a rating nor a grade in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} nemá v seznamu {list} rating ani stupeň; zadejte třídu, kterou začíná (--rank).</translation>
    </message>
    <message>
        <source>{name} has no grade or rating in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} nemá v seznamu {list} stupeň ani rating; zadejte třídu, kterou začíná (--rank).</translation>
    </message>
    <message>
        <source>{name} is already in the player list with {id_name} {id}; nobody was added.</source>
        <translation>{name} už je v seznamu hráčů s {id_name} {id}; nikdo nebyl přidán.</translation>
    </message>
    <message>
        <source>{problem} Nobody was added.</source>
        <translation>{problem} Nikdo nebyl přidán.</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE).</source>
        <translation>Klub neuchovává {list}; nejprve ho načtěte (clubrater list load SOUBOR).</translation>
    </message>
</context>
<context>
    <name>ListSearch</name>
    <message>
        <source> or </source>
        <extracomment>Joins the names of two or three lists: &quot;EGD list or FFG ladder&quot;.</extracomment>
        <translation> nebo </translation>
    </message>
    <message>
        <source>federation&apos;s list</source>
        <translation>seznam svazu</translation>
    </message>
    <message>
        <source>Find him in the {lists}: name or ID, then Enter</source>
        <extracomment>{lists} names the lists searched (&quot;EGD list or FFG ladder&quot;).</extracomment>
        <translation>Hledat ({lists}): jméno nebo ID, pak Enter</translation>
    </message>
    <message>
        <source>Find in the rating lists</source>
        <translation>Hledat v ratingových seznamech</translation>
    </message>
    <message>
        <source>No rating list is loaded (clubrater list load FILE).</source>
        <translation>Není načten žádný ratingový seznam (clubrater list load SOUBOR).</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening the club…</source>
        <translation>Otevírám klub…</translation>
    </message>
    <message>
        <source>A big club takes a few seconds: every rating is worked out from its games.</source>
        <translation>Velký klub trvá několik sekund: každý rating se počítá z jeho partií.</translation>
    </message>
</context>
<context>
    <name>LockMessages</name>
    <message>
        <source>on this computer</source>
        <translation>na tomto počítači</translation>
    </message>
    <message>
        <source>on the computer {computer}</source>
        <translation>na počítači {computer}</translation>
    </message>
    <message>
        <source>{program} (process {process}) {where}</source>
        <translation>{program} (proces {process}) {where}</translation>
    </message>
    <message>
        <source>ClubRater cannot make the lock that keeps a second writer out of {file}; nothing was changed.</source>
        <translation>ClubRater nemůže vytvořit zámek, který brání druhému zapisovateli v {file}; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot open {file} for changes there.</source>
        <translation>ClubRater nemůže zapisovat do {folder}, proto tam nemůže otevřít {file} pro změny.</translation>
    </message>
    <message>
        <source>ClubRater cannot even make the lock file for {file}; nothing was changed.</source>
        <translation>ClubRater nemůže vytvořit ani soubor zámku pro {file}; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>ClubRater cannot lock {file} ({reason}).</source>
        <translation>ClubRater nemůže zamknout {file} ({reason}).</translation>
    </message>
    <message>
        <source>{file} is already open by {who}.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>Soubor {file} už má otevřený {who}.

Můžete ho otevřít jen pro čtení a něco si v něm vyhledat; změny lze dělat jen v okně, ve kterém je otevřený.</translation>
    </message>
    <message>
        <source>{file} is already open.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>Soubor {file} už je otevřený.

Můžete ho otevřít jen pro čtení a něco si v něm vyhledat; změny lze dělat jen v okně, ve kterém je otevřený.</translation>
    </message>
    <message>
        <source>{text}

If ClubRater is no longer running on {computer}, delete {lock} to unlock it.</source>
        <translation>{text}

Pokud ClubRater na {computer} už neběží, odemkněte soubor smazáním {lock}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New club…</source>
        <translation>&amp;Nový klub…</translation>
    </message>
    <message>
        <source>Start a new club file</source>
        <translation>Založit nový soubor klubu</translation>
    </message>
    <message>
        <source>&amp;Open club file…</source>
        <translation>&amp;Otevřít soubor klubu…</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Otevřít soubor klubu</translation>
    </message>
    <message>
        <source>Try the &amp;demo club</source>
        <translation>Vyzkoušet &amp;ukázkový klub</translation>
    </message>
    <message>
        <source>Open a made-up club to try things out</source>
        <translation>Otevřít smyšlený klub a vše si vyzkoušet</translation>
    </message>
    <message>
        <source>Connect to a &amp;federation database…</source>
        <translation>Připojit k &amp;databázi svazu…</translation>
    </message>
    <message>
        <source>Work on the clubs&apos; shared rating list on a PostgreSQL server</source>
        <translation>Pracovat se společným ratingovým seznamem klubů na serveru PostgreSQL</translation>
    </message>
    <message>
        <source>P&amp;ush a club file into the federation…</source>
        <translation>Přenést soubor klubu do s&amp;vazu…</translation>
    </message>
    <message>
        <source>Move a club file&apos;s players and games into the federation database, after a preview</source>
        <translation>Přenést hráče a partie ze souboru klubu do databáze svazu, po náhledu</translation>
    </message>
    <message>
        <source>Pu&amp;ll a club file from the federation…</source>
        <translation>&amp;Stáhnout soubor klubu ze svazu…</translation>
    </message>
    <message>
        <source>Write the whole federation into a new club file of your club, to use without the server</source>
        <translation>Zapsat celý svaz do nového souboru klubu pro váš klub, pro práci bez serveru</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importovat…</translation>
    </message>
    <message>
        <source>Add players or games from a file</source>
        <translation>Přidat hráče nebo partie ze souboru</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Exportovat &amp;sešit…</translation>
    </message>
    <message>
        <source>Standings, games and players as a spreadsheet</source>
        <translation>Žebříček, partie a hráči jako tabulka</translation>
    </message>
    <message>
        <source>Export games as &amp;CSV…</source>
        <translation>Exportovat partie jako &amp;CSV…</translation>
    </message>
    <message>
        <source>Every game as a CSV file</source>
        <translation>Všechny partie jako soubor CSV</translation>
    </message>
    <message>
        <source>Export FESA &amp;list (all.txt)…</source>
        <translation>Exportovat žebříček FESA (&amp;all.txt)…</translation>
    </message>
    <message>
        <source>The Elo list in the FESA rating program&apos;s layout</source>
        <translation>Žebříček Elo ve formátu ratingového programu FESA</translation>
    </message>
    <message>
        <source>Export FESA &amp;tournament files…</source>
        <translation>Exportovat turnajové soubory &amp;FESA…</translation>
    </message>
    <message>
        <source>One event as turnering.txt and nye-spillere for FESA&apos;s rating officer</source>
        <translation>Jeden turnaj jako turnering.txt a nye-spillere pro ratingového referenta FESA</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Ná&amp;hled tisku…</translation>
    </message>
    <message>
        <source>See the noticeboard standings before printing</source>
        <translation>Prohlédnout žebříček pro nástěnku před tiskem</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>&amp;Tisknout žebříček…</translation>
    </message>
    <message>
        <source>Print the noticeboard standings</source>
        <translation>Vytisknout žebříček pro nástěnku</translation>
    </message>
    <message>
        <source>Save standings as P&amp;DF…</source>
        <translation>Uložit žebříček jako &amp;PDF…</translation>
    </message>
    <message>
        <source>The noticeboard standings as a PDF file</source>
        <translation>Žebříček pro nástěnku jako soubor PDF</translation>
    </message>
    <message>
        <source>Print &quot;1 &amp;win to …&quot; lines</source>
        <extracomment>A choice for the noticeboard printout: a line &quot;1 win to 9k&quot; under each player one win from promotion.</extracomment>
        <translation>Tisknout řádky „1 &amp;výhra do …“</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, the noticeboard says &quot;1 win to 9k&quot;</source>
        <translation>Pod každým hráčem, kterému chybí jedna výhra k postupu, bude na nástěnce „1 výhra do 9k“</translation>
    </message>
    <message>
        <source>Publish &amp;website…</source>
        <translation>Zveřejnit &amp;webové stránky…</translation>
    </message>
    <message>
        <source>The club&apos;s standings, record sheets and events as web pages, to upload or open from disk</source>
        <translation>Žebříček, zápisy výsledků a turnaje klubu jako webové stránky k nahrání na web nebo otevření z disku</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>&amp;Zálohovat nyní</translation>
    </message>
    <message>
        <source>Put a copy of the club file in its backups folder</source>
        <translation>Uložit kopii souboru klubu do jeho složky záloh</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>O&amp;bnovit ze zálohy…</translation>
    </message>
    <message>
        <source>Go back to a copy of the club file taken earlier</source>
        <translation>Vrátit se ke dříve pořízené kopii souboru klubu</translation>
    </message>
    <message>
        <source>&amp;Close club</source>
        <translation>Zavřít k&amp;lub</translation>
    </message>
    <message>
        <source>Close this club and show the welcome page</source>
        <translation>Zavřít tento klub a zobrazit úvodní stránku</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>Leave ClubRater (everything is already saved)</source>
        <translation>Ukončit ClubRater (vše je již uloženo)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <source>Club &amp;settings…</source>
        <translation>Nastavení &amp;klubu…</translation>
    </message>
    <message>
        <source>Club name, rating system, default komi</source>
        <translation>Název klubu, ratingový systém, výchozí komi</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <extracomment>The club&apos;s rating list, strongest first (German &quot;Rangliste&quot;, French &quot;classement&quot;).</extracomment>
        <translation>Že&amp;bříček</translation>
    </message>
    <message>
        <source>The rating list</source>
        <translation>Ratingový žebříček klubu</translation>
    </message>
    <message>
        <source>&amp;Enter a game</source>
        <translation>&amp;Zadat partii</translation>
    </message>
    <message>
        <source>Type one game; Enter saves it</source>
        <translation>Zadat jednu partii; Enter ji uloží</translation>
    </message>
    <message>
        <source>&amp;Record sheet</source>
        <extracomment>The record sheet: the list of an evening&apos;s games, one game a row (as on the club&apos;s paper sheet).</extracomment>
        <translation>Zápis &amp;výsledků</translation>
    </message>
    <message>
        <source>Type an evening&apos;s games row by row</source>
        <translation>Zadat partie jednoho večera řádek po řádku</translation>
    </message>
    <message>
        <source>&amp;Games list</source>
        <translation>&amp;Seznam partií</translation>
    </message>
    <message>
        <source>Every game, with filters</source>
        <translation>Všechny partie, s filtry</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>&amp;Turnaje</translation>
    </message>
    <message>
        <source>Tournaments and other events</source>
        <translation>Turnaje a jiné akce</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Hráč</translation>
    </message>
    <message>
        <source>One player&apos;s record sheet and chart</source>
        <translation>Zápis výsledků a graf jednoho hráče</translation>
    </message>
    <message>
        <source>Clu&amp;b night</source>
        <translation>Klu&amp;bový večer</translation>
    </message>
    <message>
        <source>Tick who is here, pair them, print the pairings</source>
        <translation>Zaškrtnout přítomné, spárovat je, vytisknout nasazení</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>&amp;Najít hráče</translation>
    </message>
    <message>
        <source>Type to filter the standings</source>
        <translation>Psaním filtrovat žebříček</translation>
    </message>
    <message>
        <source>How &amp;well the ratings predict</source>
        <translation>Jak dobře hodnocení &amp;předpovídají</translation>
    </message>
    <message>
        <source>Each rating system scored on the club&apos;s own games: which predicts best, and are the handicaps fair?</source>
        <translation>Každý systém hodnocení změřený na vlastních partiích klubu: který předpovídá nejlépe a jsou handicapy spravedlivé?</translation>
    </message>
    <message>
        <source>Show players &amp;not on the list</source>
        <translation>Zobrazit hráče &amp;mimo žebříček</translation>
    </message>
    <message>
        <source>Include inactive players in the standings</source>
        <translation>Zahrnout do žebříčku neaktivní hráče</translation>
    </message>
    <message>
        <source>&amp;Save the record sheet</source>
        <translation>&amp;Uložit zápis výsledků</translation>
    </message>
    <message>
        <source>Save every game of the record sheet</source>
        <translation>Uložit všechny partie zápisu výsledků</translation>
    </message>
    <message>
        <source>&amp;Add the missing player</source>
        <translation>&amp;Přidat chybějícího hráče</translation>
    </message>
    <message>
        <source>Add the player (or event) the current row of the record sheet does not know</source>
        <translation>Přidat hráče (nebo turnaj), kterého aktuální řádek zápisu výsledků nezná</translation>
    </message>
    <message>
        <source>C&amp;lear the record sheet</source>
        <translation>V&amp;yprázdnit zápis výsledků</translation>
    </message>
    <message>
        <source>Empty the record sheet without saving</source>
        <translation>Vyprázdnit zápis výsledků bez uložení</translation>
    </message>
    <message>
        <source>&amp;Change game…</source>
        <translation>Z&amp;měnit partii…</translation>
    </message>
    <message>
        <source>Correct the selected game</source>
        <translation>Opravit vybranou partii</translation>
    </message>
    <message>
        <source>&amp;Delete game</source>
        <translation>Sm&amp;azat partii</translation>
    </message>
    <message>
        <source>Delete the selected games</source>
        <translation>Smazat vybrané partie</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Přidat hráče…</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>Nový hráč</translation>
    </message>
    <message>
        <source>&amp;Change player…</source>
        <translation>&amp;Změnit hráče…</translation>
    </message>
    <message>
        <source>Name, rank, club of the selected player</source>
        <translation>Jméno, třída, klub vybraného hráče</translation>
    </message>
    <message>
        <source>&amp;Merge two players…</source>
        <translation>&amp;Sloučit dva hráče…</translation>
    </message>
    <message>
        <source>One person entered twice: move the games of one entry to the other</source>
        <translation>Jedna osoba zadaná dvakrát: přesunout partie jednoho záznamu na druhý</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <extracomment>An inactive player is left off the standings until he plays again.</extracomment>
        <translation>Označit jako &amp;neaktivního</translation>
    </message>
    <message>
        <source>Take the player off the standings (or put them back)</source>
        <translation>Vyřadit hráče ze žebříčku (nebo ho vrátit)</translation>
    </message>
    <message>
        <source>Ad&amp;just rank…</source>
        <extracomment>Set a player&apos;s kyu/dan rank (and index or rating) by hand from a date on.</extracomment>
        <translation>&amp;Upravit třídu…</translation>
    </message>
    <message>
        <source>Set the player&apos;s rank and index from a date on</source>
        <translation>Nastavit hráči třídu a index od určitého data</translation>
    </message>
    <message>
        <source>&amp;Remove this adjustment</source>
        <translation>Odstranit tuto úp&amp;ravu</translation>
    </message>
    <message>
        <source>Take back the adjustment selected in the player&apos;s record sheet</source>
        <translation>Zrušit úpravu vybranou v zápisu výsledků hráče</translation>
    </message>
    <message>
        <source>&amp;Open player</source>
        <translation>&amp;Otevřít hráče</translation>
    </message>
    <message>
        <source>The selected player&apos;s record sheet and chart</source>
        <translation>Zápis výsledků a graf vybraného hráče</translation>
    </message>
    <message>
        <source>&amp;Report for this player…</source>
        <translation>Přehle&amp;d hráče…</translation>
    </message>
    <message>
        <source>A printable report of the player&apos;s record sheet</source>
        <translation>Přehled zápisu výsledků hráče k tisku</translation>
    </message>
    <message>
        <source>Com&amp;pare with…</source>
        <translation>Porovna&amp;t s…</translation>
    </message>
    <message>
        <source>Draw a second player&apos;s history on the chart</source>
        <translation>Zakreslit do grafu vývoj druhého hráče</translation>
    </message>
    <message>
        <source>Compare with &amp;list…</source>
        <extracomment>&quot;list&quot;: a federation&apos;s rating list (EGD, FFG, AGA) kept on this computer.</extracomment>
        <translation>Porovnat se s&amp;eznamem…</translation>
    </message>
    <message>
        <source>The club&apos;s players against the EGD, FFG or AGA list kept: who differs, IDs and ratings to store</source>
        <translation>Porovnat hráče klubu s uloženým seznamem EGD, FFG nebo AGA: kdo se liší, jaká ID a ratingy uložit</translation>
    </message>
    <message>
        <source>Download a rating lis&amp;t…</source>
        <translation>Stáhnout ratingový ž&amp;ebříček…</translation>
    </message>
    <message>
        <source>The EGD, FFG or AGA list from the federation&apos;s web site, kept in the club file (list update)</source>
        <translation>Žebříček EGD, FFG nebo AGA z webu svazu, uložený v souboru klubu (list update)</translation>
    </message>
    <message>
        <source>&amp;Add event…</source>
        <translation>&amp;Přidat turnaj…</translation>
    </message>
    <message>
        <source>A tournament or other event</source>
        <translation>Turnaj nebo jiná akce</translation>
    </message>
    <message>
        <source>&amp;Change event…</source>
        <translation>&amp;Změnit turnaj…</translation>
    </message>
    <message>
        <source>Name, dates, class of the selected event</source>
        <translation>Název, data a kategorie vybraného turnaje</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>&amp;Smazat turnaj…</translation>
    </message>
    <message>
        <source>Remove the selected event (one without games)</source>
        <translation>Odstranit vybraný turnaj (jen bez partií)</translation>
    </message>
    <message>
        <source>&amp;How to enter games</source>
        <translation>&amp;Jak zadávat partie</translation>
    </message>
    <message>
        <source>A short guide</source>
        <translation>Krátký návod</translation>
    </message>
    <message>
        <source>&amp;About ClubRater</source>
        <translation>&amp;O programu ClubRater</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Verze a licence</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>N&amp;edávno otevřené</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Hráči</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>Mark &amp;active again</source>
        <translation>Označit opět jako &amp;aktivního</translation>
    </message>
    <message numerus="yes">
        <source>The record sheet has %n row(s) not saved. Leave without saving them?</source>
        <translation>
            <numerusform>Zápis výsledků má %n neuložený řádek. Odejít bez uložení?</numerusform>
            <numerusform>Zápis výsledků má %n neuložené řádky. Odejít bez uložení?</numerusform>
            <numerusform>Zápis výsledků má %n neuložených řádků. Odejít bez uložení?</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Odejít bez uložení</translation>
    </message>
    <message>
        <source>Go back to the sheet</source>
        <translation>Zpět do zápisu</translation>
    </message>
    <message>
        <source>There is no club file at {path} any more. Was it moved, or on a memory stick?</source>
        <translation>Soubor klubu {path} už neexistuje. Byl přesunut, nebo je na flash disku?</translation>
    </message>
    <message>
        <source>Opening {club}…</source>
        <translation>Otevírám {club}…</translation>
    </message>
    <message>
        <source>There is already a club file at {path}. Open it, or choose another place or name.</source>
        <translation>Soubor klubu {path} už existuje. Otevřete ho, nebo zvolte jiné umístění či název.</translation>
    </message>
    <message>
        <source>Creating {club}…</source>
        <translation>Zakládám {club}…</translation>
    </message>
    <message>
        <source>Opening the demo club…</source>
        <translation>Otevírám ukázkový klub…</translation>
    </message>
    <message>
        <source>The first time, two years of club nights are made up.</source>
        <translation>Poprvé se vymyslí dva roky klubových večerů.</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Soubory klubu (*.sqlite *.db);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Fill in the new club&apos;s name and rating system, then press Create the club.</source>
        <translation>Vyplňte název a ratingový systém nového klubu, pak stiskněte Vytvořit klub.</translation>
    </message>
    <message>
        <source>No recent clubs</source>
        <translation>Žádné nedávné kluby</translation>
    </message>
    <message>
        <source>{club} — {file} (read-only) — {app}</source>
        <translation>{club} — {file} (jen pro čtení) — {app}</translation>
    </message>
    <message>
        <source>{club} — {file} — {app}</source>
        <translation>{club} — {file} — {app}</translation>
    </message>
    <message>
        <source>Read-only: this club is open in another ClubRater window; changes can only be made there.</source>
        <translation>Jen pro čtení: tento klub je otevřen v jiném okně ClubRateru; změny lze provádět jen tam.</translation>
    </message>
    <message>
        <source>Taking a backup…</source>
        <translation>Zálohuji…</translation>
    </message>
    <message>
        <source>Took a backup of {file} ({backup}); File &gt; Restore a backup lists it.</source>
        <translation>Záloha souboru {file} vytvořena ({backup}); najdete ji v nabídce Soubor &gt; Obnovit ze zálohy.</translation>
    </message>
    <message>
        <source>ClubRater could not lock {file} ({reason}), so it opens read-only: nothing can be changed in this window. Close other programs using the file, or copy it to a folder you can write in, and open it again.</source>
        <translation>ClubRater nemohl zamknout soubor {file} ({reason}), proto ho otevírá jen pro čtení: v tomto okně nelze nic měnit. Zavřete ostatní programy, které soubor používají, nebo ho zkopírujte do složky, do které smíte zapisovat, a otevřete ho znovu.</translation>
    </message>
    <message>
        <source>There is no club at {path} yet. Create it here, or open another file.</source>
        <translation>V {path} zatím žádný klub není. Vytvořte ho zde, nebo otevřete jiný soubor.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two players</source>
        <translation>Sloučit dva hráče</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Sloučit</translation>
    </message>
    <message>
        <source>Use this when one person was entered twice (&quot;Sipho Dlamini&quot; and &quot;S. Dlamini&quot;). Every game of the second entry moves to the first; nothing is lost, and Undo separates them again.</source>
        <translation>Použijte, když byla jedna osoba zadána dvakrát („Jan Novák“ a „J. Novák“). Všechny partie druhého záznamu přejdou na první; nic se neztratí a Zpět je opět oddělí.</translation>
    </message>
    <message>
        <source>the entry to keep</source>
        <translation>záznam, který zůstane</translation>
    </message>
    <message>
        <source>the duplicate, which disappears</source>
        <translation>duplikát, který zmizí</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>&amp;Ponechat:</translation>
    </message>
    <message>
        <source>&amp;Merge in:</source>
        <translation>&amp;Sloučit:</translation>
    </message>
    <message numerus="yes">
        <source>{dropped}&apos;s %n game(s) will move to {kept} ({rank}); {dropped} will no longer be in the player list.</source>
        <translation>
            <numerusform>%n partie hráče {dropped} přejde na hráče {kept} ({rank}); {dropped} už nebude v seznamu hráčů.</numerusform>
            <numerusform>%n partie hráče {dropped} přejdou na hráče {kept} ({rank}); {dropped} už nebude v seznamu hráčů.</numerusform>
            <numerusform>%n partií hráče {dropped} přejde na hráče {kept} ({rank}); {dropped} už nebude v seznamu hráčů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Please choose both players.</source>
        <translation>Vyberte prosím oba hráče.</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} není v seznamu hráčů.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Vyberte dva různé hráče.</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>&quot;{name}&quot; could be any of {shown}; please say which.</source>
        <translation>„{name}“ může být kdokoli z {shown}; upřesněte prosím, kdo.</translation>
    </message>
</context>
<context>
    <name>Noticeboard</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Strana {page} z {pages}</translation>
    </message>
    <message>
        <source>{group} (continued)</source>
        <translation>{group} (pokračování)</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: position in the list</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: number of games</comment>
        <extracomment>Column: how many rated games the player has played.</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Poslední partie</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: since the last printout</comment>
        <extracomment>Column: how the rating or rank changed since the previous printout.</extracomment>
        <translation>Změna</translation>
    </message>
    <message>
        <source>Rating list · {system}</source>
        <translation>Žebříček · {system}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>change since the list of {date}</source>
        <translation>změna od žebříčku ze dne {date}</translation>
    </message>
    <message>
        <source>Rating list by rank · {system}</source>
        <translation>Žebříček podle tříd · {system}</translation>
    </message>
    <message>
        <source>Players who have stopped playing are not listed.</source>
        <translation>Hráči, kteří přestali hrát, nejsou uvedeni.</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Vytištěno programem ClubRater.</translation>
    </message>
    <message>
        <source>No active players yet.</source>
        <translation>Zatím žádní aktivní hráči.</translation>
    </message>
    <message>
        <source>{club} · rating list of {date}</source>
        <translation>{club} · žebříček ke dni {date}</translation>
    </message>
    <message>
        <source>{club}: rating list of {date}</source>
        <translation>{club}: žebříček ke dni {date}</translation>
    </message>
    <message>
        <source>SAGC rank and index</source>
        <translation>Třída a index SAGC</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <translation>GoR EGF (klasický, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <translation>GoR EGF (od roku 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <translation>Elo FESA (šógi)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>No rank</source>
        <translation>Bez třídy</translation>
    </message>
    <message>
        <source>{level} kyu</source>
        <extracomment>A rank group heading on the noticeboard: {level} kyu (Go&apos;s student grades; 級 in Japanese).</extracomment>
        <translation>{level}. kyu</translation>
    </message>
    <message>
        <source>{level} dan</source>
        <translation>{level}. dan</translation>
    </message>
    <message>
        <source>{level} pro</source>
        <comment>professional dan</comment>
        <translation>{level}. profesionální dan</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column: the kyu/dan rank (Go) of each player; a shogi club has &quot;FESA grade&quot; instead.</extracomment>
        <translation>Stupeň FESA</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: kyu/dan rank</comment>
        <translation>Třída</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <extracomment>Shogi: the grade the player brought from elsewhere, beside the FESA grade.</extracomment>
        <translation>Dřívější stupeň</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a player new on the list</comment>
        <extracomment>The change column for a player who was not on the previous list.</extracomment>
        <translation>nový</translation>
    </message>
    <message>
        <source>was {rank}</source>
        <extracomment>The change column: the rank the player had on the previous list, e.g. &quot;was 4k&quot;.</extracomment>
        <translation>dříve {rank}</translation>
    </message>
    <message>
        <source>1 win to {rank}</source>
        <extracomment>A small line under a player on the noticeboard: one more win promotes them to {rank} (e.g. 9k).</extracomment>
        <translation>1 výhra do {rank}</translation>
    </message>
</context>
<context>
    <name>OverlapMessages</name>
    <message>
        <source>line {line} ({game})</source>
        <translation>řádek {line} ({game})</translation>
    </message>
    <message>
        <source> ... and {more} more</source>
        <translation> ... a {more} dalších</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it; use --again to store them a second time anyway.</source>
        <translation>všech {total} jeho partií už v klubu je: {shown}{more}. Není v něm nic nového; chcete-li je přesto uložit podruhé, použijte --again.</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it.</source>
        <translation>všech {total} jeho partií už v klubu je: {shown}{more}. Není v něm nic nového.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}, or --again to store all {total}.</source>
        <translation>{count} z jeho {total} partií už v klubu je: {shown}{more}. Pomocí --only-new importujete jen {new} nové {games}, pomocí --again uložíte všech {total}.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}.</source>
        <translation>{count} z jeho {total} partií už v klubu je: {shown}{more}. Pomocí --only-new importujete jen {new} nové {games}.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partii</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored: {what}</source>
        <translation>Soubor {file} nebyl importován; nic nebylo uloženo: {what}</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>Standings</source>
        <extracomment>The page of the club&apos;s ranking list (de &quot;Rangliste&quot;, fr &quot;classement&quot;).</extracomment>
        <translation>Žebříček</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Zadat partii</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>The page of tournaments and other events.</extracomment>
        <translation>Turnaje</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The page of one player: record sheet and chart.</extracomment>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>The page where an evening&apos;s games are typed row after row, as on the paper record sheet.</extracomment>
        <translation>Zápis výsledků</translation>
    </message>
    <message>
        <source>Club night</source>
        <extracomment>The page where tonight&apos;s players are ticked and paired.</extracomment>
        <translation>Klubový večer</translation>
    </message>
    <message>
        <source>Predictions</source>
        <extracomment>The tab of the page that scores each rating system on the club&apos;s own games (&quot;How well the ratings predict&quot;).</extracomment>
        <translation>Předpovědi</translation>
    </message>
</context>
<context>
    <name>PairingMessages</name>
    <message>
        <source>{name} has no Go rank, so cannot be paired by SAGC strength.</source>
        <translation>{name} nemá žádný go stupeň, a proto ho nelze spárovat podle síly SAGC.</translation>
    </message>
    <message>
        <source>The number of club nights to look back on must be between 1 and {most}, not {nights}.</source>
        <translation>Počet klubových večerů, na které se hledí zpět, musí být mezi 1 a {most}, ne {nights}.</translation>
    </message>
    <message>
        <source>A round is numbered from 1, not {round}.</source>
        <translation>Kola se číslují od 1, ne {round}.</translation>
    </message>
    <message>
        <source>{name} is not among the players present.</source>
        <translation>{name} není mezi přítomnými hráči.</translation>
    </message>
    <message>
        <source>{name} is on a board already; nobody plays twice in a round.</source>
        <translation>{name} už sedí u stolu; nikdo nehraje v jednom kole dvakrát.</translation>
    </message>
    <message>
        <source>A player cannot play himself.</source>
        <translation>Hráč nemůže hrát sám se sebou.</translation>
    </message>
    <message>
        <source>There is no pairing of {date} to add a player to; pair first.</source>
        <translation>Neexistuje žádné spárování z {date}, ke kterému by šlo přidat hráče; nejdřív spárujte.</translation>
    </message>
    <message>
        <source>{name} is in round {round} already.</source>
        <translation>{name} už je v kole {round}.</translation>
    </message>
    <message>
        <source>Nobody sits out in round {round}, so {name} cannot play the bye; pair the boards not started again instead.</source>
        <translation>V kole {round} nikdo nemá volno, takže {name} nemůže hrát s hráčem s volnem; místo toho znovu spárujte nezačaté stoly.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}.</source>
        <translation>Neexistuje žádné uložené spárování z {date}, kolo {round}.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}.</source>
        <translation>Neexistuje žádné uložené spárování z {date}.</translation>
    </message>
    <message>
        <source>The federation officer pairs for one member club: choose it first (`--for-club NAME` on the command line). Nothing was kept.</source>
        <translation>Svazový referent páruje pro jeden členský klub: nejdřív ho zvolte (`--for-club NÁZEV` na příkazovém řádku). Nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round} to print; pair first.</source>
        <translation>Neexistuje žádné uložené spárování z {date}, kolo {round}, k tisku; nejdřív spárujte.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date} to print; pair first.</source>
        <translation>Neexistuje žádné uložené spárování z {date} k tisku; nejdřív spárujte.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}; pair first (`clubrater pair`).</source>
        <translation>Neexistuje žádné uložené spárování z {date}, kolo {round}; nejdřív spárujte (`clubrater pair`).</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}; pair first (`clubrater pair`).</source>
        <translation>Neexistuje žádné uložené spárování z {date}; nejdřív spárujte (`clubrater pair`).</translation>
    </message>
    <message>
        <source>Round {round} of {date} has no board {board} (its boards are {boards}). Nothing was entered.</source>
        <translation>Kolo {round} z {date} nemá stůl {board} (jeho stoly jsou {boards}). Nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>Board {board} of round {round} is entered already (game {game}). Nothing was entered.</source>
        <translation>Stůl {board} kola {round} už je zapsán (partie {game}). Nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>Give a result for at least one board (for example 1=B 2=W 3=J).</source>
        <translation>Zadejte výsledek alespoň pro jeden stůl (například 1=B 2=W 3=J).</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no boards</comment>
        <translation>žádné</translation>
    </message>
    <message>
        <source>the last night</source>
        <extracomment>Inside &quot;closest not met in {nights}&quot;, &quot;not met in {nights}; ...&quot; and &quot;met 3 times in {nights}&quot;.</extracomment>
        <translation>poslední večer</translation>
    </message>
    <message numerus="yes">
        <source>the last %n night(s)</source>
        <translation>
            <numerusform>poslední %n večer</numerusform>
            <numerusform>poslední %n večery</numerusform>
            <numerusform>posledních %n večerů</numerusform>
        </translation>
    </message>
    <message>
        <source>paired by hand</source>
        <extracomment>Why two players play each other: the secretary paired them.</extracomment>
        <translation>spárováno ručně</translation>
    </message>
    <message>
        <source>closest not met in {nights}</source>
        <extracomment>Why two players play each other: the nearest in strength among those not met lately.</extracomment>
        <translation>nejbližší, kdo spolu nehráli za {nights}</translation>
    </message>
    <message>
        <source>not met in {nights}; the nearer players were needed on other boards</source>
        <translation>nehráli spolu za {nights}; bližší hráči byli potřeba u jiných stolů</translation>
    </message>
    <message>
        <source>already paired tonight (round {rounds}): no other pair left</source>
        <extracomment>{rounds}: the earlier rounds of tonight (&quot;1&quot; or &quot;1, 2&quot;).</extracomment>
        <translation>dnes už spárováni (kolo {rounds}): žádná jiná dvojice nezbyla</translation>
    </message>
    <message>
        <source>already paired tonight (rounds {rounds}): no other pair left</source>
        <translation>dnes už spárováni (kola {rounds}): žádná jiná dvojice nezbyla</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in {nights}: no closer pair left</source>
        <translation>
            <numerusform>za {nights} spolu hráli %nkrát: žádná bližší dvojice nezbyla</numerusform>
            <numerusform>za {nights} spolu hráli %nkrát: žádná bližší dvojice nezbyla</numerusform>
            <numerusform>za {nights} spolu hráli %nkrát: žádná bližší dvojice nezbyla</numerusform>
        </translation>
    </message>
    <message>
        <source>met last week: no closer pair left</source>
        <translation>hráli minulý týden: žádná bližší dvojice nezbyla</translation>
    </message>
    <message>
        <source>met on {date}: no closer pair left</source>
        <extracomment>{date}: the day they last played each other.</extracomment>
        <translation>hráli {date}: žádná bližší dvojice nezbyla</translation>
    </message>
    <message>
        <source>met lately: no closer pair left</source>
        <translation>hráli nedávno: žádná bližší dvojice nezbyla</translation>
    </message>
</context>
<context>
    <name>PairingSheet</name>
    <message>
        <source>Sente (first)</source>
        <extracomment>Column of the shogi pairing sheet: the player who moves first (sente).</extracomment>
        <translation>Sente (táhne první)</translation>
    </message>
    <message>
        <source>Gote (second)</source>
        <translation>Gote (táhne druhý)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column of the pairing sheet: the player with the black stones.</extracomment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: handicap stones.</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: winner written in by hand</comment>
        <extracomment>Column: an empty box where the players write the winner.</extracomment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Club night of {date} · round {round}</source>
        <extracomment>The pairing sheet&apos;s subtitle: &quot;Club night of 14 March 2025 · round 2&quot;.</extracomment>
        <translation>Klubový večer {date} · kolo {round}</translation>
    </message>
    <message>
        <source>Write the winner in the box: B (Black), W (White) or J (jigo).</source>
        <translation>Vítěze napište do políčka: B (černý), W (bílý) nebo J (jigo).</translation>
    </message>
    <message>
        <source>Write the winner in the box: S (sente) or G (gote).</source>
        <translation>Vítěze napište do políčka: S (sente) nebo G (gote).</translation>
    </message>
    <message>
        <source>{club} · club night of {date}, round {round}</source>
        <translation>{club} · klubový večer {date}, kolo {round}</translation>
    </message>
    <message>
        <source>Bye (sits out this round): {name}</source>
        <extracomment>Under the boards: the player who does not play this round.</extracomment>
        <translation>Volno (toto kolo nehraje): {name}</translation>
    </message>
    <message>
        <source>No boards in this round.</source>
        <translation>V tomto kole nejsou žádné stoly.</translation>
    </message>
    <message>
        <source>{club}: pairings of {date}, round {round}</source>
        <translation>{club}: nasazení {date}, kolo {round}</translation>
    </message>
</context>
<context>
    <name>PaperClubChoice</name>
    <message>
        <source>The players of one member club, or of every club (the ratings are the federation&apos;s)</source>
        <translation>Hráči jednoho členského klubu, nebo všech klubů (ratingy jsou svazové)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Všechny kluby</translation>
    </message>
</context>
<context>
    <name>PaperClubDialog</name>
    <message>
        <source>&amp;Players of:</source>
        <extracomment>Whose players the noticeboard or the workbook lists: every member club&apos;s, or one club&apos;s.</extracomment>
        <translation>&amp;Hráči klubu:</translation>
    </message>
</context>
<context>
    <name>Parsing</name>
    <message>
        <source>The date is missing.</source>
        <translation>Chybí datum.</translation>
    </message>
    <message>
        <source>today</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for today&apos;s date (lower case).</extracomment>
        <translation>dnes</translation>
    </message>
    <message>
        <source>yesterday</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for yesterday&apos;s date (lower case).</extracomment>
        <translation>včera</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (type it like {iso} or {short}).</source>
        <extracomment>{iso} is today as 2025-03-04 and {short} as 4/3 (day/month): keep both forms, they are what can be typed.</extracomment>
        <translation>„{text}“ není datum (zadejte ho jako {iso} nebo {short}).</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Kdo vyhrál? Zadejte B pro černého, W pro bílého nebo J pro jigo.</translation>
    </message>
    <message>
        <source>Result &quot;{text}&quot; is not B (Black won), W (White won) or J (jigo).</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Výsledek „{text}“ není B (vyhrál černý), W (vyhrál bílý) ani J (jigo).</translation>
    </message>
    <message>
        <source>Game type &quot;{text}&quot; is not {tournament}, {club}, {friendly} or {free}.</source>
        <extracomment>{text} is what was typed; the four names are the game types as this window shows them.</extracomment>
        <translation>Druh partie „{text}“ není {tournament}, {club}, {friendly} ani {free}.</translation>
    </message>
    <message>
        <source>Handicap &quot;{text}&quot; is not a number of stones (0 to 9).</source>
        <translation>Handicap „{text}“ není počet kamenů (0 až 9).</translation>
    </message>
    <message>
        <source>A handicap of {n} stones is not possible: type 0 to 9.</source>
        <translation>Handicap {n} kamenů není možný: zadejte 0 až 9.</translation>
    </message>
    <message>
        <source>Komi &quot;{text}&quot; is not a number like 6.5, 0.5 or -5.5.</source>
        <translation>Komi „{text}“ není číslo jako 6,5; 0,5 nebo -5,5.</translation>
    </message>
    <message>
        <source>A komi of {komi} is not possible.</source>
        <translation>Komi {komi} není možné.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Change a player</source>
        <translation>Změnit hráče</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Přidat hráče</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Přidat</translation>
    </message>
    <message>
        <source>First name and surname, as on the record sheets</source>
        <translation>Jméno a příjmení, jako v zápisech výsledků</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Jméno:</translation>
    </message>
    <message>
        <source>e.g. 3 kyu or 1 dan; empty if none yet</source>
        <extracomment>A shogi player&apos;s FESA grade (kyu/dan), typed in words.</extracomment>
        <translation>např. 3 kyu nebo 1 dan; prázdné, pokud zatím žádný</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <comment>shogi kyu/dan grade</comment>
        <extracomment>A shogi player&apos;s kyu/dan grade (FESA), not a school grade.</extracomment>
        <translation>&amp;Stupeň:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>&amp;Třída:</translation>
    </message>
    <message>
        <source>Start from this GoR instead of the rank&apos;s</source>
        <extracomment>GoR: the EGF&apos;s Go rating (kept as &quot;GoR&quot; in every language).</extracomment>
        <translation>Začít s tímto GoR místo GoR podle třídy</translation>
    </message>
    <message>
        <source>Starting &amp;index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank (0-99 and beyond) a player starts with, not a list position.</extracomment>
        <translation>Výchozí &amp;index:</translation>
    </message>
    <message>
        <source>Starting &amp;GoR:</source>
        <translation>Výchozí &amp;GoR:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <comment>the player&apos;s home club</comment>
        <extracomment>The player&apos;s home Go/shogi club.</extracomment>
        <translation>&amp;Klub:</translation>
    </message>
    <message>
        <source>e.g. ZA</source>
        <extracomment>An ISO country code as example: keep &quot;ZA&quot;.</extracomment>
        <translation>např. ZA</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;Země:</translation>
    </message>
    <message>
        <source>&amp;EGD PIN:</source>
        <extracomment>EGD PIN: the player&apos;s number in the European Go Database.</extracomment>
        <translation>&amp;EGD PIN:</translation>
    </message>
    <message>
        <source>Active (on the standings)</source>
        <translation>Aktivní (v žebříčku)</translation>
    </message>
    <message>
        <source>A new rank or starting index re-rates every game from the start.</source>
        <translation>Nová třída nebo výchozí index přepočítá všechny partie od začátku.</translation>
    </message>
    <message>
        <source>Please type the player&apos;s name.</source>
        <translation>Zadejte prosím jméno hráče.</translation>
    </message>
    <message>
        <source>{name} is already in the player list. Use another spelling, or merge the two later.</source>
        <translation>{name} už v seznamu hráčů je. Použijte jiný zápis jména, nebo oba záznamy později slučte.</translation>
    </message>
    <message>
        <source>What rank is {name}? Type it like 12k or 2d.</source>
        <translation>Jakou třídu má {name}? Zadejte ji jako 12k nebo 2d.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k, 2d or 1p.</source>
        <translation>„{text}“ není třída. Zadejte ji jako 12k, 2d nebo 1p.</translation>
    </message>
</context>
<context>
    <name>PlayerMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Hráč číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>Cannot change {fields} of a player.</source>
        <translation>U hráče nelze změnit {fields}.</translation>
    </message>
    <message>
        <source>{name} needs a rank.</source>
        <translation>{name} potřebuje třídu.</translation>
    </message>
    <message>
        <source>{name} has games or adjustments; merge the player instead of deleting.</source>
        <translation>{name} má partie nebo úpravy; místo smazání hráče sloučte.</translation>
    </message>
    <message>
        <source>Choose two different players to merge.</source>
        <translation>Vyberte ke sloučení dva různé hráče.</translation>
    </message>
    <message>
        <source>{kept} and {dropped} played each other, so they are two people; they were not merged.</source>
        <translation>{kept} a {dropped} hráli proti sobě, jsou to tedy dva lidé; nebyli sloučeni.</translation>
    </message>
    <message>
        <source>An index must be between -999 and +999, not {index}.</source>
        <translation>Index musí být mezi -999 a +999, ne {index}.</translation>
    </message>
    <message>
        <source>An adjustment sets a rank, an index or a rating.</source>
        <translation>Úprava nastavuje třídu, index nebo rating.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Úprava číslo {number} neexistuje.</translation>
    </message>
</context>
<context>
    <name>PlayerOperations</name>
    <message>
        <source>A new player?</source>
        <translation>Nový hráč?</translation>
    </message>
    <message>
        <source>&quot;{typed}&quot; is how {who} begins. Add a new player called &quot;{typed}&quot; all the same?</source>
        <translation>„{typed}“ je začátek jména {who}. Přesto přidat nového hráče „{typed}“?</translation>
    </message>
    <message>
        <source>Add {name} as a new player…</source>
        <translation>Přidat {name} jako nového hráče…</translation>
    </message>
    <message>
        <source>No, I meant an existing player</source>
        <translation>Ne, jde o existujícího hráče</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}?</source>
        <translation>{name} není v seznamu hráčů. Přidat hráče {name}?</translation>
    </message>
    <message>
        <source>Add {name}…</source>
        <translation>Přidat hráče {name}…</translation>
    </message>
    <message>
        <source>No, let me correct the name</source>
        <translation>Ne, opravím jméno</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <extracomment>Undo command text (Edit &gt; Undo ...): a player&apos;s details were changed.</extracomment>
        <translation>Změnit hráče {name}</translation>
    </message>
    <message>
        <source>Mark {name} inactive</source>
        <translation>Označit hráče {name} jako neaktivního</translation>
    </message>
    <message>
        <source>Mark {name} active again</source>
        <translation>Označit hráče {name} opět jako aktivního</translation>
    </message>
    <message>
        <source>Remove the adjustment</source>
        <translation>Odstranit úpravu</translation>
    </message>
    <message>
        <source>Remove the adjustment of {date}? The games after it are rated again; Ctrl+Z puts it back.</source>
        <translation>Odstranit úpravu ze dne {date}? Partie po ní se přepočítají; Ctrl+Z ji vrátí.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odstranit</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Ponechat</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Choose a player</source>
        <translation>Vyberte hráče</translation>
    </message>
    <message>
        <source>another player…</source>
        <translation>jiný hráč…</translation>
    </message>
    <message>
        <source>compare with…</source>
        <translation>porovnat s…</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>Tab: the player&apos;s list of games with the rating after each (a &quot;record sheet&quot; as Go clubs keep them).</extracomment>
        <translation>Zápis výsledků</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Tab: the player&apos;s results summed up per tournament.</extracomment>
        <translation>Podle turnajů</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Hráč</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Porovnat</translation>
    </message>
    <message>
        <source>Show this player&apos;s games</source>
        <translation>Zobrazit partie tohoto hráče</translation>
    </message>
    <message>
        <source>Double-click a player in the standings, or type a name on the right.</source>
        <translation>Dvakrát klikněte na hráče v žebříčku, nebo napište jméno vpravo.</translation>
    </message>
    <message>
        <source>{name}  (inactive)</source>
        <translation>{name}  (neaktivní)</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {day}</source>
        <translation>poslední partie {day}</translation>
    </message>
    <message>
        <source>no games yet</source>
        <translation>zatím žádné partie</translation>
    </message>
    <message>
        <source>Adjustments are shown in blue.</source>
        <translation>Úpravy jsou zobrazeny modře.</translation>
    </message>
</context>
<context>
    <name>PlayerReport</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: the opponent&apos;s kyu/dan rank</comment>
        <extracomment>Column: the opponent&apos;s kyu/dan rank (or shogi grade), not a position in a list.</extracomment>
        <translation>Třída</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>column: Black or White</comment>
        <extracomment>Column: Black or White (the stones the player had).</extracomment>
        <translation>Barva</translation>
    </message>
    <message>
        <source>H</source>
        <comment>column: handicap stones, one letter</comment>
        <extracomment>Column header, one letter: handicap stones.</extracomment>
        <translation>H</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: won or lost</comment>
        <extracomment>Column: won, lost, jigo.</extracomment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: change of the rating</comment>
        <extracomment>Column: the change of the rating in this game.</extracomment>
        <translation>Změna</translation>
    </message>
    <message>
        <source>Then ({value})</source>
        <extracomment>Column: the rank or rating after the game; {value} is &quot;Index&quot;, &quot;GoR&quot; or &quot;Elo&quot;.</extracomment>
        <translation>Poté ({value})</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>colour of the stones</comment>
        <extracomment>The stones a player had in a game.</extracomment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <comment>colour of the stones</comment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Zatím žádné partie.</translation>
    </message>
    <message>
        <source>Record sheet, latest first; rows in bold changed the rank.</source>
        <translation>Zápis výsledků, nejnovější nahoře; tučné řádky změnily třídu.</translation>
    </message>
    <message>
        <source>{name} · record sheet · {club}</source>
        <translation>{name} · zápis výsledků · {club}</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Vytištěno programem ClubRater.</translation>
    </message>
    <message>
        <source>{name}: record sheet</source>
        <translation>{name}: zápis výsledků</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Zatím žádné partie do ratingu.</translation>
    </message>
    <message>
        <source>adjusted</source>
        <comment>result: the rank was set by hand</comment>
        <extracomment>The result column of a player&apos;s record sheet: the game was won, lost, a jigo (draw), ...</extracomment>
        <translation>úprava</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>bez výsledku</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>result: a drawn game</comment>
        <translation>jigo</translation>
    </message>
    <message>
        <source>won</source>
        <translation>výhra</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>rank, and the index within it, after each game</source>
        <translation>třída a index v ní po každé partii</translation>
    </message>
    <message>
        <source>{value} after each game</source>
        <translation>{value} po každé partii</translation>
    </message>
    <message>
        <source>Now {rank}, {value_label} {value}</source>
        <extracomment>The report&apos;s summary line: &quot;Now 5k, Index +320&quot;; {value_label} is Index, GoR or Elo.</extracomment>
        <translation>Nyní {rank}, {value_label} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>poslední partie {date}</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>the player is not on the list</comment>
        <translation>neaktivní</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Promoted from {before} since {since}</source>
        <extracomment>Tooltip on a rank: promoted from the rank {before} since {since} (a date or a club night).</extracomment>
        <translation>Postup z {before} od {since}</translation>
    </message>
    <message>
        <source>Down from {before} since {since}</source>
        <extracomment>Tooltip on a rank: demoted from the rank {before} since {since}.</extracomment>
        <translation>Sestup z {before} od {since}</translation>
    </message>
    <message>
        <source>Not on the current list (inactive)</source>
        <translation>Není v aktuálním žebříčku (neaktivní)</translation>
    </message>
    <message>
        <source>Not on the current list</source>
        <translation>Není v aktuálním žebříčku</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Type to find a player by name, rank or club…</source>
        <translation>Hledat hráče podle jména, třídy nebo klubu…</translation>
    </message>
    <message>
        <source>Show players not on the list</source>
        <translation>Zobrazit hráče mimo žebříček</translation>
    </message>
    <message>
        <source>{hint}: &lt;a href=&quot;show&quot;&gt;show them&lt;/a&gt;</source>
        <extracomment>{hint} is a sentence saying which players are left off the list; &quot;show them&quot; is a link.</extracomment>
        <translation>{hint}: &lt;a href=&quot;show&quot;&gt;zobrazit&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>{shown} players match the filter out of %n in the list.</extracomment>
        <translation>
            <numerusform>{shown} z %n hráče</numerusform>
            <numerusform>{shown} z %n hráčů</numerusform>
            <numerusform>{shown} z %n hráčů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintMessages</name>
    <message>
        <source>The page could not be drawn (the printer or file refused it).</source>
        <translation>Stránku nešlo vykreslit (tiskárna nebo soubor ji odmítly).</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source>Noticeboard</source>
        <translation>Nástěnka</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, print &quot;1 win to ...&quot;</source>
        <extracomment>&quot;1 win to ...&quot; is the line printed under the player, e.g. &quot;1 win to 9k&quot; (the printout translates it too).</extracomment>
        <translation>Pod každého hráče, kterému chybí jedna výhra k postupu, vytisknout „1 výhra do …“</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print preview: {club} rating list</source>
        <extracomment>The club&apos;s rating list (standings) as pinned on the noticeboard: &quot;Rangliste&quot;, &quot;classement&quot;, &quot;ranglys&quot;.</extracomment>
        <translation>Náhled tisku: žebříček klubu {club}</translation>
    </message>
    <message>
        <source>Print the rating list</source>
        <translation>Tisk žebříčku</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Tisknout</translation>
    </message>
    <message numerus="yes">
        <source>Sent the rating list (%n page(s)) to {printer}.</source>
        <translation>
            <numerusform>Žebříček (%n strana) odeslán na {printer}.</numerusform>
            <numerusform>Žebříček (%n strany) odeslán na {printer}.</numerusform>
            <numerusform>Žebříček (%n stran) odeslán na {printer}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the rating list as PDF</source>
        <extracomment>&quot;rating list&quot; is also part of the suggested file name (Club name, rating list, date).</extracomment>
        <translation>Uložit žebříček jako PDF</translation>
    </message>
    <message>
        <source>rating list</source>
        <comment>part of a file name</comment>
        <translation>žebříček</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Uložit jako PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved the rating list (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Žebříček (%n strana) uložen jako {file}.</numerusform>
            <numerusform>Žebříček (%n strany) uložen jako {file}.</numerusform>
            <numerusform>Žebříček (%n stran) uložen jako {file}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the club workbook</source>
        <translation>Exportovat sešit klubu</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Sešit Excelu (*.xlsx)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportuji…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportovat</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exportovat partie jako CSV</translation>
    </message>
    <message>
        <source>games</source>
        <comment>part of a file name</comment>
        <translation>partie</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Club at the head:</source>
        <extracomment>The member club whose name heads a player&apos;s report (on a federation server).</extracomment>
        <translation>&amp;Klub v záhlaví:</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>Přehled hráče</translation>
    </message>
    <message>
        <source>{name}: record sheet and history</source>
        <translation>{name}: zápis výsledků a vývoj</translation>
    </message>
    <message>
        <source>Save {name}&apos;s report as PDF</source>
        <translation>Uložit přehled hráče {name} jako PDF</translation>
    </message>
    <message>
        <source>Saved {name}&apos;s report as {file}.</source>
        <translation>Přehled hráče {name} uložen jako {file}.</translation>
    </message>
</context>
<context>
    <name>PrintoutMessages</name>
    <message>
        <source>the club night of {date}</source>
        <translation>klubového večera {date}</translation>
    </message>
    <message>
        <source>the last printout ({date})</source>
        <translation>posledního tisku ({date})</translation>
    </message>
    <message>
        <source>print writes a PDF file; give a name ending in .pdf, not {name}.</source>
        <translation>print zapisuje soubor PDF; zadejte název končící .pdf, ne {name}.</translation>
    </message>
</context>
<context>
    <name>PublishMessages</name>
    <message>
        <source>{written} pages written, {unchanged} unchanged, {removed} removed</source>
        <translation>zapsané stránky: {written}, beze změny: {unchanged}, odstraněné: {removed}</translation>
    </message>
    <message>
        <source>The templates folder {folder} does not exist.</source>
        <translation>Složka šablon {folder} neexistuje.</translation>
    </message>
    <message>
        <source>Cannot create the site folder {folder}: {reason}.</source>
        <translation>Složku webu {folder} nelze vytvořit: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the site folder {folder}: {reason}.</source>
        <translation>Složku webu {folder} nelze přečíst: {reason}.</translation>
    </message>
    <message>
        <source>Cannot remove {file}: {reason}.</source>
        <translation>{file} nelze odstranit: {reason}.</translation>
    </message>
    <message>
        <source>{reason} Pages written so far are complete.</source>
        <translation>{reason} Dosud zapsané stránky jsou úplné.</translation>
    </message>
</context>
<context>
    <name>PushMessages</name>
    <message>
        <source>{message} {conflicts}</source>
        <translation>{message} {conflicts}</translation>
    </message>
    <message>
        <source>by EGD pin</source>
        <translation>podle EGD PIN</translation>
    </message>
    <message>
        <source>by name</source>
        <translation>podle jména</translation>
    </message>
    <message>
        <source>as you chose</source>
        <translation>podle vaší volby</translation>
    </message>
    <message>
        <source>{name}: already in the federation as {who}, {how}</source>
        <translation>{name}: už je ve svazu jako {who}, {how}</translation>
    </message>
    <message>
        <source>{name}: already in the federation ({club}), {how}</source>
        <translation>{name}: už je ve svazu ({club}), {how}</translation>
    </message>
    <message>
        <source>no home club</source>
        <translation>bez domovského klubu</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>Pushing {file} into the federation as {club}:</source>
        <translation>Přenos {file} do svazu za klub {club}:</translation>
    </message>
    <message>
        <source>  matched  {match}</source>
        <extracomment>A line of a push&apos;s dry run: the columns line up in English (&quot;matched&quot;, &quot;new&quot;, &quot;CONFLICT&quot;, &quot;event&quot;, &quot;note&quot;).</extracomment>
        <translation>  nalezen  {match}</translation>
    </message>
    <message>
        <source>  new      {name} ({rank})</source>
        <translation>  nový     {name} ({rank})</translation>
    </message>
    <message>
        <source>  CONFLICT {conflict}</source>
        <translation>  KONFLIKT {conflict}</translation>
    </message>
    <message>
        <source>  event    {event}: already in the federation</source>
        <translation>  turnaj   {event}: už je ve svazu</translation>
    </message>
    <message>
        <source>  event    {event}: new</source>
        <translation>  turnaj   {event}: nový</translation>
    </message>
    <message>
        <source>  note     {note}</source>
        <translation>  poznámka {note}</translation>
    </message>
    <message>
        <source>{players} matched, {new_players}, {conflicts}; {games} to enter ({known_games} already in the federation), {events} to add ({known_events} already there), {adjustments} ({known_adjustments} already there).</source>
        <translation>nalezeno: {players}, {new_players}, {conflicts}; k zápisu: {games} ({known_games} už je ve svazu), k přidání: {events} ({known_events} už existuje), {adjustments} ({known_adjustments} už existuje).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nový hráč</numerusform>
            <numerusform>%n noví hráči</numerusform>
            <numerusform>%n nových hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n konflikt</numerusform>
            <numerusform>%n konflikty</numerusform>
            <numerusform>%n konfliktů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnaj</numerusform>
            <numerusform>%n turnaje</numerusform>
            <numerusform>%n turnajů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n úprava</numerusform>
            <numerusform>%n úpravy</numerusform>
            <numerusform>%n úprav</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not CLUB NAME=FEDERATION NAME (for example &quot;Jon Smith=John Smith&quot;).</source>
        <translation>„{item}“ není JMÉNO V KLUBU=JMÉNO VE SVAZU (například „Jon Smith=John Smith“).</translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not NAME or NAME=NEW NAME (for example &quot;John Smith=John Smith (Cape Town)&quot;).</source>
        <translation>„{item}“ není JMÉNO ani JMÉNO=NOVÉ JMÉNO (například „John Smith=John Smith (Kapské Město)“).</translation>
    </message>
    <message>
        <source>cannot go in as a new player named &quot;{called}&quot;: {holder} has that name (names are unique in the federation; give another)</source>
        <translation>nemůže být přidán jako nový hráč se jménem „{called}“: toto jméno má {holder} (jména jsou ve svazu jedinečná; zvolte jiné)</translation>
    </message>
    <message>
        <source>you matched it with &quot;{wanted}&quot;, who is not in the federation</source>
        <translation>přiřadili jste ho k „{wanted}“, který ve svazu není</translation>
    </message>
    <message>
        <source>EGD pin {pin} is also on {names} in the club file (one person twice? merge them in the club first)</source>
        <translation>EGD PIN {pin} mají v souboru klubu také {names} (jeden člověk dvakrát? nejprve je v klubu slučte)</translation>
    </message>
    <message>
        <source>EGD pin {pin} is on {count} federation players: {names}</source>
        <translation>EGD PIN {pin} má ve svazu {count} hráčů: {names}</translation>
    </message>
    <message>
        <source>EGD pin {pin} is {pinned}&apos;s, but the name is {named}&apos;s</source>
        <translation>EGD PIN {pin} patří hráči {pinned}, ale jméno hráči {named}</translation>
    </message>
    <message>
        <source>the federation has several players of that name: {names}</source>
        <translation>svaz má několik hráčů s tímto jménem: {names}</translation>
    </message>
    <message>
        <source>same name as {other}, but another EGD pin ({pin} here, {theirs} there)</source>
        <translation>stejné jméno jako {other}, ale jiný EGD PIN ({pin} zde, {theirs} tam)</translation>
    </message>
    <message>
        <source>{other} has that name</source>
        <translation>toto jméno má {other}</translation>
    </message>
    <message>
        <source>{others} also answers to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} také odpovídá hráči {other} (jeden člověk dvakrát? nejprve je v klubu slučte)</translation>
    </message>
    <message>
        <source>{others} also answer to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} také odpovídají hráči {other} (jeden člověk dvakrát? nejprve je v klubu slučte)</translation>
    </message>
    <message>
        <source>two new players would both be called &quot;{name}&quot;</source>
        <translation>dva noví hráči by se oba jmenovali „{name}“</translation>
    </message>
    <message>
        <source>The club file rates with {source} and the federation with {target}: shogi and Go players cannot share one rating list; nothing was pushed.</source>
        <translation>Soubor klubu hodnotí systémem {source} a svaz systémem {target}: hráči šógi a go nemohou sdílet jeden ratingový seznam; nic nebylo přeneseno.</translation>
    </message>
    <message>
        <source>There is no club file {path}; nothing was pushed.</source>
        <translation>Soubor klubu {path} neexistuje; nic nebylo přeneseno.</translation>
    </message>
    <message>
        <source>You are {mine}&apos;s secretary, so you push only for {mine}; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>Jste sekretář klubu {mine}, proto přenášíte jen za {mine}; za {club} přenáší svazový referent. Nic nebylo přeneseno.</translation>
    </message>
    <message>
        <source>You are no club&apos;s secretary, so you push only for your own club; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>Nejste sekretářem žádného klubu, proto přenášíte jen za vlastní klub; za {club} přenáší svazový referent. Nic nebylo přeneseno.</translation>
    </message>
    <message>
        <source>{file} has no player called {names} (--match and --new name the club file&apos;s players); nothing was pushed.</source>
        <translation>{file} nemá hráče jménem {names} (--match a --new uvádějí hráče souboru klubu); nic nebylo přeneseno.</translation>
    </message>
    <message>
        <source>the game {black} - {white} of {date}</source>
        <translation>partie {black} – {white} z {date}</translation>
    </message>
    <message>
        <source>neither player plays for {club} and the game is in no event of {club}&apos;s: only their clubs&apos; secretaries or the federation officer can enter it</source>
        <translation>žádný z hráčů nehraje za {club} a partie nepatří k žádnému turnaji klubu {club}: zapsat ji mohou jen sekretáři jejich klubů nebo svazový referent</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Úprava {number}</translation>
    </message>
    <message>
        <source>the club file rates with {source}, the federation with {target}: new players bring their starting ranks; their ratings are worked out the federation&apos;s way</source>
        <translation>soubor klubu hodnotí systémem {source}, svaz systémem {target}: noví hráči si přinášejí svou výchozí třídu; jejich ratingy se spočítají podle svazu</translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s) without a game in the file</source>
        <translation>
            <numerusform>%n nový hráč bez partie v souboru</numerusform>
            <numerusform>%n noví hráči bez partie v souboru</numerusform>
            <numerusform>%n nových hráčů bez partie v souboru</numerusform>
        </translation>
    </message>
    <message>
        <source>Pushed into the federation as {club}: {players}, {events}, {games}, {adjustments}.</source>
        <translation>Přeneseno do svazu za klub {club}: {players}, {events}, {games}, {adjustments}.</translation>
    </message>
    <message>
        <source>{file} was not pushed (nothing was written): {conflicts} to settle first, with --match or --new.</source>
        <translation>{file} nebyl přenesen (nic nebylo zapsáno): nejprve je třeba vyřešit {conflicts}, pomocí --match nebo --new.</translation>
    </message>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club file. Nothing was written.</source>
        <translation>{path} už existuje; ClubRater nikdy nepřepisuje soubor klubu. Nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>There is no folder {folder}; nothing was written.</source>
        <translation>Složka {folder} neexistuje; nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>Wrote {file} for {club}: {players}, {games}, {events}, {adjustments} from {clubs}.</source>
        <translation>Zapsán soubor {file} pro klub {club}: {players}, {games}, {events}, {adjustments} z {clubs}.</translation>
    </message>
    <message numerus="yes">
        <source>%n member club(s)</source>
        <translation>
            <numerusform>%n členského klubu</numerusform>
            <numerusform>%n členských klubů</numerusform>
            <numerusform>%n členských klubů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushPreview</name>
    <message>
        <source>Push {file} into the federation</source>
        <translation>Přenést {file} do svazu</translation>
    </message>
    <message numerus="yes">
        <source>Matched (%n)</source>
        <extracomment>Tab titles of the push preview; %n is how many lines the tab lists.</extracomment>
        <translation>
            <numerusform>Přiřazeno (%n)</numerusform>
            <numerusform>Přiřazeno (%n)</numerusform>
            <numerusform>Přiřazeno (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Noví hráči (%n)</numerusform>
            <numerusform>Noví hráči (%n)</numerusform>
            <numerusform>Noví hráči (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflicts (%n)</source>
        <translation>
            <numerusform>Konflikty (%n)</numerusform>
            <numerusform>Konflikty (%n)</numerusform>
            <numerusform>Konflikty (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to enter</source>
        <translation>
            <numerusform>%n partie k zapsání</numerusform>
            <numerusform>%n partie k zapsání</numerusform>
            <numerusform>%n partií k zapsání</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the federation</source>
        <translation>
            <numerusform>%n již ve svazu</numerusform>
            <numerusform>%n již ve svazu</numerusform>
            <numerusform>%n již ve svazu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nový turnaj</numerusform>
            <numerusform>%n nové turnaje</numerusform>
            <numerusform>%n nových turnajů</numerusform>
        </translation>
    </message>
    <message>
        <source>Entered as {club}: {games} ({known}); {events}.</source>
        <translation>Zapsáno jako {club}: {games} ({known}); {events}.</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Přenést</translation>
    </message>
    <message>
        <source>Nothing can be pushed while there are conflicts: settle each one in the club file, or on the command line with --match or --new.</source>
        <translation>Dokud existují konflikty, nelze nic přenést: vyřešte každý z nich v souboru klubu, nebo na příkazovém řádku pomocí --match či --new.</translation>
    </message>
    <message>
        <source>Everything in this file is already in the federation: nothing to push.</source>
        <translation>Vše z tohoto souboru už ve svazu je: není co přenést.</translation>
    </message>
</context>
<context>
    <name>QueryMessages</name>
    <message>
        <source>&quot;{name}&quot; is not in the player list.</source>
        <translation>„{name}“ není v seznamu hráčů.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Partie číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Turnaj číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Úprava číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}, {games}, {events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnaj</numerusform>
            <numerusform>%n turnaje</numerusform>
            <numerusform>%n turnajů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankMessages</name>
    <message>
        <source>no rank has ordinal {ordinal}</source>
        <translation>žádná třída nemá pořadí {ordinal}</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is not a rank like 12k, 3d or 1p</source>
        <translation>třída „{text}“ není třída jako 12k, 3d nebo 1p</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is out of range ({span})</source>
        <translation>třída „{text}“ je mimo rozsah ({span})</translation>
    </message>
</context>
<context>
    <name>RatingListMessages</name>
    <message>
        <source>EGD list</source>
        <translation>seznam EGD</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <translation>žebříček FFG</translation>
    </message>
    <message>
        <source>AGA list</source>
        <translation>seznam AGA</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>licence FFG</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a federation ClubRater knows (egd, ffg or aga).</source>
        <translation>„{text}“ není svaz, který ClubRater zná (egd, ffg nebo aga).</translation>
    </message>
    <message>
        <source>{id_name} {id}</source>
        <translation>{id_name} {id}</translation>
    </message>
    <message>
        <source>no rank</source>
        <translation>bez třídy</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} ke dni {date}: hráči {players}</translation>
    </message>
    <message>
        <source>{list}: {players} players</source>
        <translation>{list}: hráči {players}</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a list reference like egd:12345678, ffg:9361003 or aga:15648.</source>
        <translation>„{text}“ není odkaz na seznam jako egd:12345678, ffg:9361003 nebo aga:15648.</translation>
    </message>
</context>
<context>
    <name>RatingLists</name>
    <message>
        <source>differs</source>
        <extracomment>Compare with list: the player&apos;s details differ from the list&apos;s.</extracomment>
        <translation>liší se</translation>
    </message>
    <message>
        <source>ambiguous: several in the list</source>
        <extracomment>Compare with list: several entries of the list could be this player.</extracomment>
        <translation>nejednoznačné: v seznamu je jich více</translation>
    </message>
    <message>
        <source>ID not in the list</source>
        <translation>ID není v seznamu</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>shodný</translation>
    </message>
    <message>
        <source>EGD list</source>
        <extracomment>The European Go Database&apos;s rating list.</extracomment>
        <translation>seznam EGD</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <extracomment>The French Go Federation&apos;s rating list (&quot;échelle FFG&quot;).</extracomment>
        <translation>žebříček FFG</translation>
    </message>
    <message>
        <source>AGA list</source>
        <extracomment>The American Go Association&apos;s rating list.</extracomment>
        <translation>seznam AGA</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <extracomment>A player&apos;s number in the European Go Database.</extracomment>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s French Go Federation licence number.</extracomment>
        <translation>licence FFG</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>{holder} is already in the player list with {id_name} {id}.</source>
        <extracomment>{id_name} is &quot;EGD PIN&quot;, &quot;FFG licence&quot; or &quot;AGA ID&quot;; {id} the number.</extracomment>
        <translation>{holder} už je v seznamu hráčů ({id_name} {id}).</translation>
    </message>
    <message>
        <source>From the {list}: {entry}</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {entry} the entry&apos;s details.</extracomment>
        <translation>Zdroj ({list}): {entry}</translation>
    </message>
    <message>
        <source>The form starts him at {start}, the grade he declared in the list; {shown} is the rank his rating ({rating}) stands for. Type {shown} as the rank to start him there instead.</source>
        <extracomment>{start} and {shown} are kyu/dan ranks (5k, 6k); {rating} the list&apos;s rating (GoR 1532, FFG -870, AGA -5.5).</extracomment>
        <translation>Formulář ho zařadí na {start}, stupeň, který uvedl v žebříčku; {shown} je stupeň, kterému odpovídá jeho rating ({rating}). Chcete-li začít tam, zadejte jako stupeň {shown}.</translation>
    </message>
    <message>
        <source>Add {name} from the {list}</source>
        <extracomment>An undo command&apos;s name: &quot;Add Anna Novak from the EGD list&quot;.</extracomment>
        <translation>Přidat hráče {name} ({list})</translation>
    </message>
    <message>
        <source>Store IDs and ratings from the {list}</source>
        <extracomment>An undo command&apos;s name.</extracomment>
        <translation>Uložit ID a ratingy ({list})</translation>
    </message>
    <message>
        <source>Download a rating list</source>
        <translation>Stáhnout ratingový žebříček</translation>
    </message>
    <message>
        <source>Downloading the {list} from {url}…</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {url} the web address.</extracomment>
        <translation>Stahuje se {list} z {url}…</translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <extracomment>Column title: the player&apos;s GoR in the European Go Database.</extracomment>
        <translation>GoR EGD</translation>
    </message>
    <message>
        <source>FFG rating</source>
        <extracomment>Column title: the player&apos;s rating in the French Go Federation&apos;s ladder.</extracomment>
        <translation>Rating FFG</translation>
    </message>
    <message>
        <source>AGA rating</source>
        <extracomment>Column title: the player&apos;s American Go Association rating.</extracomment>
        <translation>Rating AGA</translation>
    </message>
</context>
<context>
    <name>RatingSystems</name>
    <message>
        <source>SAGC rank and index</source>
        <extracomment>Rating system: South African Go Clubs&apos; kyu/dan rank with an index (0..999) within the rank.</extracomment>
        <translation>Třída a index SAGC</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed from 1998 to 2020.</extracomment>
        <translation>GoR EGF (klasický, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed since 2021.</extracomment>
        <translation>GoR EGF (od roku 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <extracomment>Rating system: the Federation of European Shogi Associations&apos; Elo with shogi kyu/dan grades.</extracomment>
        <translation>Elo FESA (šógi)</translation>
    </message>
</context>
<context>
    <name>RatingTerms</name>
    <message>
        <source>Index</source>
        <extracomment>The SAGC rating number kept beside a player&apos;s kyu/dan rank (0 to 999 within a rank), not a list index.</extracomment>
        <translation>Index</translation>
    </message>
    <message>
        <source>GoR</source>
        <extracomment>EGF &quot;Go rating&quot;; Go players use the abbreviation GoR untranslated.</extracomment>
        <translation>GoR</translation>
    </message>
    <message>
        <source>Elo</source>
        <extracomment>The chess-style Elo rating used by shogi (FESA); usually untranslated.</extracomment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column title: a player&apos;s kyu/dan grade, not a position in the list.</extracomment>
        <translation>Třída</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column title: a shogi player&apos;s kyu/dan grade as FESA lists it.</extracomment>
        <translation>Stupeň FESA</translation>
    </message>
    <message>
        <source>index</source>
        <comment>mid-sentence</comment>
        <extracomment>The SAGC index in the middle of a sentence (&quot;3k, index 512&quot;); lower case where the language wants it.</extracomment>
        <translation>index</translation>
    </message>
    <message>
        <source>even</source>
        <comment>no handicap</comment>
        <extracomment>No handicap: an even game.</extracomment>
        <translation>bez handicapu</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <source>not rated</source>
        <translation>mimo rating</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>bez výsledku</translation>
    </message>
    <message>
        <source>B</source>
        <comment>record sheet: Black</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was Black. One word (&quot;Black&quot;), not a letter.</extracomment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>W</source>
        <comment>record sheet: White</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was White. One word (&quot;White&quot;), not a letter.</extracomment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: a drawn shogi game</comment>
        <extracomment>A shogi record sheet&apos;s winner cell: the game was drawn (no winner). One word.</extracomment>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: jigo, a drawn Go game</comment>
        <extracomment>A Go record sheet&apos;s winner cell: the game was drawn (jigo). One word, the Go players&apos; own.</extracomment>
        <translation>Jigo</translation>
    </message>
</context>
<context>
    <name>RecordNotes</name>
    <message>
        <source>performance rating</source>
        <extracomment>Record sheet comment (shogi, FESA): the player&apos;s rating came from a performance rating (few games yet).</extracomment>
        <translation>výkonnostní rating</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>Record sheet comment (EGF): the player&apos;s rating was set to the starting rating of the rank they now profess.</extracomment>
        <translation>rating nastaven podle nové třídy</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <extracomment>Record sheet comment (EGF): what the player lost at this event was limited to 100 GoR points.</extracomment>
        <translation>ztráta v turnaji omezena na 100</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <extracomment>Record sheet comment (EGF): the rating is at its lowest possible value.</extracomment>
        <translation>rating na spodní hranici</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no shogi grade</comment>
        <translation>žádný</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>Record sheet comment (shogi): the player&apos;s FESA grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>stupeň {before} → {after}</translation>
    </message>
</context>
<context>
    <name>RecordSheet</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event of the game.</extracomment>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>row check</comment>
        <extracomment>Column title: what the check of the row says (ready, or what is wrong).</extracomment>
        <translation>Kontrola</translation>
    </message>
    <message>
        <source>the same two players are also on row(s) {rows}</source>
        <extracomment>A warning in the row&apos;s check; {rows} lists the other row numbers (&quot;3, 5&quot;).</extracomment>
        <translation>stejná dvojice hráčů je i na řádku č. {rows}</translation>
    </message>
    <message>
        <source>Who played Black?</source>
        <translation>Kdo hrál černými?</translation>
    </message>
    <message>
        <source>Who played White?</source>
        <translation>Kdo hrál bílými?</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Did you mean {meant}? Add {name}? (Ctrl+Shift+A)</source>
        <extracomment>{meant} is the name of a player in the list that looks like the {name} typed.</extracomment>
        <translation>{name} není v seznamu hráčů. Mysleli jste {meant}? Přidat hráče {name}? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}? (Ctrl+Shift+A)</source>
        <translation>{name} není v seznamu hráčů. Přidat hráče {name}? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Tentýž hráč nemůže hrát černými i bílými.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Add it? (Ctrl+Shift+A)</source>
        <translation>Turnaj „{event}“ neexistuje. Přidat ho? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {handicap}</source>
        <extracomment>A ready shogi row: &quot;✓ 3 Kyu v 1 Dan, Rook&quot; ({black} and {white} are grades, {handicap} the pieces).</extracomment>
        <translation>✓ {black} proti {white}, {handicap}</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>handicap %n kámen</numerusform>
            <numerusform>handicap %n kameny</numerusform>
            <numerusform>handicap %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {stones}, komi {komi}</source>
        <extracomment>A ready Go row: &quot;✓ 12k v 10k, 2 stones, komi 0.5&quot; ({black} and {white} are ranks).</extracomment>
        <translation>✓ {black} proti {white}, {stones}, komi {komi}</translation>
    </message>
    <message>
        <source>the stronger player ({rank}) is Black: colours swapped?</source>
        <extracomment>A warning: the stronger player usually takes White; {rank} is Black&apos;s kyu/dan rank.</extracomment>
        <translation>silnější hráč ({rank}) má černé: zaměněné barvy?</translation>
    </message>
    <message>
        <source>a jigo with komi {komi} cannot happen: winner or komi mistyped?</source>
        <extracomment>A warning: a draw (jigo) is impossible when komi has half a point.</extracomment>
        <translation>jigo s komi {komi} nastat nemůže: překlep u vítěze nebo komi?</translation>
    </message>
</context>
<context>
    <name>ReportMessages</name>
    <message numerus="yes">
        <source>{date}: %n game(s)</source>
        <translation>
            <numerusform>{date}: %n partie</numerusform>
            <numerusform>{date}: %n partie</numerusform>
            <numerusform>{date}: %n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>  {game}</source>
        <translation>  {game}</translation>
    </message>
    <message>
        <source>→ {standing}</source>
        <translation>→ {standing}</translation>
    </message>
    <message>
        <source>{rank} {index}</source>
        <translation>{rank} {index}</translation>
    </message>
    <message>
        <source>{standing} (between {lower} and {upper})</source>
        <translation>{standing} (mezi {lower} a {upper})</translation>
    </message>
    <message>
        <source>adjustment to {standing}</source>
        <translation>úprava na {standing}</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>černými</translation>
    </message>
    <message>
        <source>White</source>
        <translation>bílými</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>, %n kámen</numerusform>
            <numerusform>, %n kameny</numerusform>
            <numerusform>, %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source> ({event})</source>
        <translation> ({event})</translation>
    </message>
    <message>
        <source>jigo against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>jigo proti {opponent} {rank} s {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>won against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>výhra proti {opponent} {rank} s {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>lost against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>prohra proti {opponent} {rank} s {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>no result against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>bez výsledku proti {opponent} {rank} s {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>{game}{separator}{change} → {standing}</source>
        <translation>{game}{separator}{change} → {standing}</translation>
    </message>
    <message>
        <source>{date}: {what}</source>
        <translation>{date}: {what}</translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <source>Restore backup</source>
        <translation>Obnovit ze zálohy</translation>
    </message>
    <message>
        <source>Copies of {file}, newest first. Restoring replaces the club file with the chosen copy; the current file is kept as one more backup first, so a restore can itself be undone.</source>
        <translation>Kopie souboru {file}, nejnovější nahoře. Obnovení nahradí soubor klubu vybranou kopií; aktuální soubor se předtím uloží jako další záloha, takže i obnovení lze vrátit.</translation>
    </message>
    <message>
        <source>Taken</source>
        <comment>column: when the backup was taken</comment>
        <extracomment>Column headings of the backups list: when the copy was taken, why, how many games it holds.</extracomment>
        <translation>Pořízena</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>column: why the backup was taken</comment>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: games in the backup</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Obnovit</translation>
    </message>
</context>
<context>
    <name>SafetyMessages</name>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>nelze ho přečíst ({reason})</translation>
    </message>
    <message>
        <source>it is not an SQLite file</source>
        <translation>není to soubor SQLite</translation>
    </message>
    <message>
        <source>its integrity check reports damage in stored text</source>
        <translation>kontrola integrity hlásí poškození uloženého textu</translation>
    </message>
    <message>
        <source>The backup {file} was written by a newer ClubRater (schema {revision}); update ClubRater to restore it.</source>
        <translation>Zálohu {file} zapsal novější ClubRater (schéma {revision}); chcete-li ji obnovit, aktualizujte ClubRater.</translation>
    </message>
    <message>
        <source>The backup {file}</source>
        <translation>Záloha {file}</translation>
    </message>
    <message>
        <source>There is no backup {file}; `clubrater backups` lists the copies there are.</source>
        <translation>Záloha {file} neexistuje; `clubrater backups` vypíše existující kopie.</translation>
    </message>
    <message>
        <source>{reason} Nothing was restored, and {file} is unchanged.</source>
        <translation>{reason} Nic nebylo obnoveno a {file} je beze změny.</translation>
    </message>
    <message>
        <source>The backup {file} is damaged or holds no club; choose another one.</source>
        <translation>Záloha {file} je poškozená nebo neobsahuje klub; zvolte jinou.</translation>
    </message>
    <message>
        <source>The backup {file} is a copy of another club, not of {club_file}; nothing was changed.</source>
        <translation>Záloha {file} je kopií jiného klubu, ne souboru {club_file}; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The copy of {file} kept before restoring holds {kept} games instead of {before}; nothing was restored.</source>
        <translation>Kopie souboru {file} pořízená před obnovením obsahuje {kept} partií místo {before}; nic nebylo obnoveno.</translation>
    </message>
    <message>
        <source>Note: 1 record was changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>Poznámka: 1 záznam změnil jiný program od chvíle, kdy ClubRater soubor naposledy zapsal ({records}); ClubRater hodnotí záznamy tak, jak jsou teď, a se svou příští změnou je přijme.</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n records were changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>
            <numerusform>Poznámka: %n záznam změnil jiný program od chvíle, kdy ClubRater soubor naposledy zapsal ({records}); ClubRater hodnotí záznamy tak, jak jsou teď, a se svou příští změnou je přijme.</numerusform>
            <numerusform>Poznámka: %n záznamy změnil jiný program od chvíle, kdy ClubRater soubor naposledy zapsal ({records}); ClubRater hodnotí záznamy tak, jak jsou teď, a se svou příští změnou je přijme.</numerusform>
            <numerusform>Poznámka: %n záznamů změnil jiný program od chvíle, kdy ClubRater soubor naposledy zapsal ({records}); ClubRater hodnotí záznamy tak, jak jsou teď, a se svou příští změnou je přijme.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: the ratings kept in the file to open it quickly were changed outside ClubRater or kept on another computer; they are not used, and the ratings are worked out afresh from the games.</source>
        <translation>Poznámka: ratingy uložené v souboru pro rychlé otevření byly změněny mimo ClubRater nebo uloženy na jiném počítači; nepoužívají se a ratingy se znovu spočítají z partií.</translation>
    </message>
    <message>
        <source>{file} is intact: SQLite&apos;s integrity check and the checksum of every stored record agree.</source>
        <translation>Soubor {file} je v pořádku: kontrola integrity SQLite i kontrolní součet každého uloženého záznamu souhlasí.</translation>
    </message>
    <message>
        <source>{file} is damaged: {problems}.</source>
        <translation>Soubor {file} je poškozený: {problems}.</translation>
    </message>
    <message>
        <source>{file} passes SQLite&apos;s integrity check, but 1 stored record no longer matches what was typed: {records}.</source>
        <translation>Soubor {file} projde kontrolou integrity SQLite, ale 1 uložený záznam už neodpovídá tomu, co bylo zadáno: {records}.</translation>
    </message>
    <message numerus="yes">
        <source>{file} passes SQLite&apos;s integrity check, but %n stored records no longer match what was typed: {records}.</source>
        <translation>
            <numerusform>Soubor {file} projde kontrolou integrity SQLite, ale %n uložený záznam už neodpovídá tomu, co bylo zadáno: {records}.</numerusform>
            <numerusform>Soubor {file} projde kontrolou integrity SQLite, ale %n uložené záznamy už neodpovídají tomu, co bylo zadáno: {records}.</numerusform>
            <numerusform>Soubor {file} projde kontrolou integrity SQLite, ale %n uložených záznamů už neodpovídá tomu, co bylo zadáno: {records}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored, so ClubRater does not open it.</source>
        <translation>{file} obsahuje objekt, který ClubRater nevytváří ({objects}): přidal ho jiný program a mohl by změnit, co je uloženo, proto ho ClubRater neotevře.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored, so ClubRater does not open it.</source>
        <translation>
            <numerusform>{file} obsahuje %n objekt, který ClubRater nevytváří ({objects}): přidal ho jiný program a mohl by změnit, co je uloženo, proto ho ClubRater neotevře.</numerusform>
            <numerusform>{file} obsahuje %n objekty, které ClubRater nevytváří ({objects}): přidal je jiný program a mohly by změnit, co je uloženo, proto ho ClubRater neotevře.</numerusform>
            <numerusform>{file} obsahuje %n objektů, které ClubRater nevytváří ({objects}): přidal je jiný program a mohly by změnit, co je uloženo, proto ho ClubRater neotevře.</numerusform>
        </translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, partie: {games}</translation>
    </message>
    <message>
        <source>{text} The newest backup whose records all hold is {file} ({taken:%Y-%m-%d %H:%M}{games}).</source>
        <translation>{text} Nejnovější záloha se všemi záznamy v pořádku je {file} ({taken:%Y-%m-%d %H:%M}{games}).</translation>
    </message>
    <message>
        <source>{text} No backup beside it has all its records intact.</source>
        <translation>{text} Žádná záloha vedle něj nemá všechny záznamy v pořádku.</translation>
    </message>
</context>
<context>
    <name>SchemaMessages</name>
    <message>
        <source>the trigger &quot;{name}&quot; on {table}</source>
        <translation>trigger „{name}“ na {table}</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot; on {table}</source>
        <translation>index „{name}“ na {table}</translation>
    </message>
    <message>
        <source>the trigger &quot;{name}&quot;</source>
        <translation>trigger „{name}“</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot;</source>
        <translation>index „{name}“</translation>
    </message>
    <message>
        <source>the table &quot;{name}&quot;</source>
        <translation>tabulka „{name}“</translation>
    </message>
    <message>
        <source>the view &quot;{name}&quot;</source>
        <translation>pohled „{name}“</translation>
    </message>
    <message>
        <source>{name} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>{name} obsahuje objekt, který ClubRater nevytváří ({objects}): přidal ho jiný program a mohl by změnit, co je uloženo. `clubrater check` je vypíše; obnovte zálohu bez nich.</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>
            <numerusform>{name} obsahuje %n objekt, který ClubRater nevytváří ({objects}): přidal ho jiný program a mohl by změnit, co je uloženo. `clubrater check` je vypíše; obnovte zálohu bez nich.</numerusform>
            <numerusform>{name} obsahuje %n objekty, které ClubRater nevytváří ({objects}): přidal je jiný program a mohly by změnit, co je uloženo. `clubrater check` je vypíše; obnovte zálohu bez nich.</numerusform>
            <numerusform>{name} obsahuje %n objektů, které ClubRater nevytváří ({objects}): přidal je jiný program a mohly by změnit, co je uloženo. `clubrater check` je vypíše; obnovte zálohu bez nich.</numerusform>
        </translation>
    </message>
    <message>
        <source>{more} more</source>
        <translation>{more} dalších</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the objects named, before the last (&quot;the trigger &quot;a&quot;, the view &quot;b&quot; and ...&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} a {last}</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The federation server is busy with another club&apos;s change; nothing was saved, try again.</source>
        <translation>Server svazu je zaneprázdněn změnou jiného klubu; nic nebylo uloženo, zkuste to znovu.</translation>
    </message>
    <message>
        <source>&quot;{address}&quot; is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.</source>
        <translation>„{address}“ není adresa databáze; zapište ji jako postgresql://ROLE@HOSTITEL:PORT/DATABÁZE.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name is longer than 200 characters, the limit for every name; nothing was changed.</source>
        <translation>{doing} bylo odmítnuto: jméno je delší než 200 znaků, což je limit pro každé jméno; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or note holds a control character (such as a terminal escape), which the federation database never stores; nothing was changed.</source>
        <translation>{doing} bylo odmítnuto: jméno nebo poznámka obsahuje řídicí znak (například řídicí sekvenci terminálu), který databáze svazu nikdy neukládá; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or value is longer than the federation database allows (200 characters for a name); nothing was changed.</source>
        <translation>{doing} bylo odmítnuto: jméno nebo hodnota je delší, než databáze svazu dovoluje (200 znaků pro jméno); nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: the entry order of games is set by the server alone. Nothing was changed.</source>
        <translation>Databáze svazu odmítla {doing}: pořadí zápisu partií určuje jen server. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The connection to the federation database at {where} was lost, so {doing} was not done; nothing was changed. Try again when the server is back.</source>
        <translation>Spojení s databází svazu na {where} bylo ztraceno, proto {doing} neproběhlo; nic nebylo změněno. Zkuste to znovu, až bude server zpět.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>Databáze svazu odmítla {doing}: patří to jinému klubu a změnit to smí jen jeho sekretář nebo svazový referent. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: your role may not do that (it is the federation officer&apos;s). Nothing was changed.</source>
        <translation>Databáze svazu odmítla {doing}: vaše role to nesmí (to smí svazový referent). Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} needs a club: the federation officer chooses the club he enters for. Nothing was changed.</source>
        <translation>{doing} potřebuje klub: svazový referent volí klub, za který zapisuje. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} would store something twice (another secretary may have just entered it); nothing was changed.</source>
        <translation>{doing} by něco uložilo dvakrát (jiný sekretář to možná právě zapsal); nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} refers to something another secretary has just removed or still uses; nothing was changed.</source>
        <translation>{doing} odkazuje na něco, co jiný sekretář právě odstranil nebo ještě používá; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} on the federation database failed ({reason}); nothing was changed.</source>
        <translation>{doing} v databázi svazu selhalo ({reason}); nic nebylo změněno.</translation>
    </message>
    <message>
        <source>reading the federation</source>
        <translation>čtení svazu</translation>
    </message>
    <message>
        <source>The database {where} holds other tables and is not a ClubRater federation database; nothing was changed.</source>
        <translation>Databáze {where} obsahuje jiné tabulky a není databází svazu ClubRateru; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The database {where} is not a ClubRater federation database yet; `clubrater federation init --db URL` sets it up.</source>
        <translation>Databáze {where} ještě není databází svazu ClubRateru; `clubrater federation init --db URL` ji připraví.</translation>
    </message>
    <message>
        <source>The federation database {where} was set up by a newer ClubRater (schema {current}); update ClubRater to use it.</source>
        <translation>Databázi svazu {where} připravil novější ClubRater (schéma {current}); chcete-li ji používat, aktualizujte ClubRater.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading; the federation officer runs `clubrater federation init --db URL` with the new ClubRater.</source>
        <translation>Databázi svazu {where} je třeba aktualizovat; svazový referent spustí `clubrater federation init --db URL` s novým ClubRaterem.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading, and only its owner (the federation officer) may do that: `clubrater federation init --db URL`.</source>
        <translation>Databázi svazu {where} je třeba aktualizovat a smí to jen její vlastník (svazový referent): `clubrater federation init --db URL`.</translation>
    </message>
    <message>
        <source>upgrading the federation database</source>
        <translation>aktualizace databáze svazu</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>uložení změny</translation>
    </message>
    <message>
        <source>The federation database at {where} did not accept {who} with that password (or no password was given); nothing was opened.</source>
        <translation>Databáze svazu na {where} nepřijala {who} s tímto heslem (nebo nebylo zadáno žádné heslo); nic nebylo otevřeno.</translation>
    </message>
    <message>
        <source>There is no database {database} on the server at {host}:{port}.</source>
        <translation>Na serveru {host}:{port} není databáze {database}.</translation>
    </message>
    <message>
        <source>The federation database at {where} cannot be reached ({reason}); is the server running, and is the address right?</source>
        <translation>Databáze svazu na {where} není dostupná ({reason}); běží server a je adresa správná?</translation>
    </message>
</context>
<context>
    <name>SessionMessages</name>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club database.</source>
        <translation>{path} už existuje; ClubRater nikdy nepřepisuje databázi klubu.</translation>
    </message>
    <message>
        <source>{path} has no club in it; create one with `clubrater init`.</source>
        <translation>{path} neobsahuje žádný klub; vytvořte ho pomocí `clubrater init`.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Club settings</source>
        <translation>Nastavení klubu</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>&amp;Název klubu:</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Ratingový systém:</translation>
    </message>
    <message>
        <source>Default &amp;komi:</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>Výchozí &amp;komi:</translation>
    </message>
    <message>
        <source>Komi of an even game; handicap games get 0.5 unless you type another.</source>
        <translation>Komi partie bez handicapu; partie s handicapem dostanou 0,5, pokud nezadáte jiné.</translation>
    </message>
    <message>
        <source>Handicap &amp;correction:</source>
        <extracomment>Club setting: ranks taken off the rank difference before handicap stones are given at club night.</extracomment>
        <translation>&amp;Korekce handicapu:</translation>
    </message>
    <message>
        <source>Handicap c&amp;eiling:</source>
        <extracomment>Club setting: the most handicap stones club-night pairing gives.</extracomment>
        <translation>&amp;Nejvyšší handicap:</translation>
    </message>
    <message>
        <source>Club night pairs: no stones for a rank difference of the correction plus one or less, else the difference less the correction, at most the ceiling.</source>
        <translation>Párování klubového večera: žádné kameny při rozdílu stupňů do korekce plus jedna, jinak rozdíl minus korekce, nejvýš nejvyšší handicap.</translation>
    </message>
    <message>
        <source>Default game &amp;type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free) a new game gets.</extracomment>
        <translation>Výchozí &amp;druh partie:</translation>
    </message>
    <message>
        <source>Who is listed:</source>
        <translation>Kdo je v žebříčku:</translation>
    </message>
    <message>
        <source>Club file:</source>
        <translation>Soubor klubu:</translation>
    </message>
    <message>
        <source>&amp;Window language:</source>
        <translation>&amp;Jazyk okna:</translation>
    </message>
    <message>
        <source>On this computer; the window changes as soon as you save.</source>
        <translation>Na tomto počítači; okno se změní, jakmile uložíte.</translation>
    </message>
    <message>
        <source>&amp;Printout language:</source>
        <extracomment>The language of the club&apos;s noticeboard printout, player reports and Excel workbook.</extracomment>
        <translation>Jazyk &amp;tisku:</translation>
    </message>
    <message>
        <source>The club&apos;s: the noticeboard, the player reports and the workbook.</source>
        <translation>Jazyk klubu: nástěnka, přehledy hráčů a sešit.</translation>
    </message>
    <message>
        <source>Every rating will be worked out again with this system; no game or player changes, and Undo switches back.</source>
        <translation>Všechny ratingy se tímto systémem přepočítají; žádná partie ani hráč se nezmění a Zpět systém opět přepne.</translation>
    </message>
    <message>
        <source>The club needs a name.</source>
        <translation>Klub potřebuje název.</translation>
    </message>
</context>
<context>
    <name>SettingsMessages</name>
    <message>
        <source>The club needs a name.</source>
        <translation>Klub potřebuje název.</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>název klubu</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The handicap correction must be between -9 and 9 ranks, not {correction}; nothing was changed.</source>
        <translation>Korekce handicapu musí být mezi -9 a 9 stupni, ne {correction}; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The handicap ceiling must be between 0 and 9 stones, not {ceiling}; nothing was changed.</source>
        <translation>Strop handicapu musí být mezi 0 a 9 kameny, ne {ceiling}; nic nebylo změněno.</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>none (club games)</source>
        <extracomment>Placeholder of the sheet&apos;s event box: the games belong to no event.</extracomment>
        <translation>žádný (klubové partie)</translation>
    </message>
    <message>
        <source>Save the sheet (Ctrl+S)</source>
        <translation>Uložit zápis (Ctrl+S)</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Vyprázdnit zápis</translation>
    </message>
    <message>
        <source>Club &amp;night of</source>
        <extracomment>Label of the date box: the club evening the games were played on.</extracomment>
        <translation>Klubový &amp;večer</translation>
    </message>
    <message>
        <source>Game &amp;type</source>
        <translation>&amp;Druh partie</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the sheet&apos;s games belong to.</extracomment>
        <translation>&amp;Turnaj</translation>
    </message>
    <message>
        <source>Type the games row after row as they are on the paper sheet: Black, White, handicap, komi, winner (B, W or J). Tab or Enter moves to the next box, and to the next row after the winner (type and event come from the settings above; go there with the arrow keys to change one row&apos;s). Grey values are filled in for you from the ranks and the settings; type over them to change them. Each row is checked as you go. Nothing is saved until you press Ctrl+S, and then every game is saved together.</source>
        <translation>Zadávejte partie řádek po řádku tak, jak jsou v papírovém zápisu: černý, bílý, handicap, komi, vítěz (B, W nebo J). Tab nebo Enter přejde na další pole a po vítězi na další řádek (druh a turnaj se berou z nastavení nahoře; chcete-li je změnit u jednoho řádku, přejděte tam šipkami). Šedé hodnoty se doplní za vás podle tříd a nastavení; přepsáním je změníte. Každý řádek se průběžně kontroluje. Nic se neuloží, dokud nestisknete Ctrl+S; pak se uloží všechny partie najednou.</translation>
    </message>
    <message>
        <source>A game of another night: Shift+Tab or Left from its empty Black box goes to its Date.</source>
        <extracomment>Said after the sheet&apos;s hint: how to give one row another date (the Date box is left of Black).</extracomment>
        <translation>Partie z jiného večera: Shift+Tab nebo šipka vlevo z jejího prázdného pole Černý přejde na její Datum.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ready to save</source>
        <translation>
            <numerusform>%n partie připravena k uložení</numerusform>
            <numerusform>%n partie připraveny k uložení</numerusform>
            <numerusform>%n partií připraveno k uložení</numerusform>
        </translation>
    </message>
    <message>
        <source>{ready}, {waiting}</source>
        <extracomment>Follows &quot;3 games ready to save&quot; after a comma.</extracomment>
        <translation>{ready}, {waiting}</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) still to finish or correct</source>
        <translation>
            <numerusform>%n řádek je třeba dokončit nebo opravit</numerusform>
            <numerusform>%n řádky je třeba dokončit nebo opravit</numerusform>
            <numerusform>%n řádků je třeba dokončit nebo opravit</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is empty: click the first Black box and start typing.</source>
        <translation>Zápis je prázdný: klikněte do prvního pole Černý a začněte psát.</translation>
    </message>
    <message>
        <source>Add {missing}…</source>
        <extracomment>A button: add the unknown player (a name) or the event (&quot;the event &quot;Cape Open&quot;&quot;).</extracomment>
        <translation>Přidat {missing}…</translation>
    </message>
    <message>
        <source>Row {row}: {message}</source>
        <translation>Řádek {row}: {message}</translation>
    </message>
    <message>
        <source>the event &quot;{event}&quot;</source>
        <translation>turnaj „{event}“</translation>
    </message>
    <message>
        <source>The sheet is empty: type the games first.</source>
        <translation>Zápis je prázdný: nejprve zadejte partie.</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n row(s) before the sheet can be saved (nothing was saved yet). Row {row}: {message}</source>
        <translation>
            <numerusform>Před uložením zápisu opravte %n řádek (zatím nic nebylo uloženo). Řádek {row}: {message}</numerusform>
            <numerusform>Před uložením zápisu opravte %n řádky (zatím nic nebylo uloženo). Řádek {row}: {message}</numerusform>
            <numerusform>Před uložením zápisu opravte %n řádků (zatím nic nebylo uloženo). Řádek {row}: {message}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter a record sheet of %n game(s)</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Enter a record sheet of 12 games&quot;).</extracomment>
        <translation>
            <numerusform>Zadat zápis výsledků s %n partií</numerusform>
            <numerusform>Zadat zápis výsledků s %n partiemi</numerusform>
            <numerusform>Zadat zápis výsledků s %n partiemi</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <extracomment>The first and the last day of the sheet&apos;s games.</extracomment>
        <translation>{first} – {last}</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) of {when}. The standings and the games list show them now; Ctrl+Z takes the whole sheet back.</source>
        <extracomment>{when} is a day (&quot;04.03.2025&quot;: the window&apos;s date form) or &quot;04.03.2025 to 11.03.2025&quot;.</extracomment>
        <translation>
            <numerusform>Uložena %n partie ({when}). Žebříček a seznam partií ji nyní zobrazují; Ctrl+Z vrátí celý zápis.</numerusform>
            <numerusform>Uloženy %n partie ({when}). Žebříček a seznam partií je nyní zobrazují; Ctrl+Z vrátí celý zápis.</numerusform>
            <numerusform>Uloženo %n partií ({when}). Žebříček a seznam partií je nyní zobrazují; Ctrl+Z vrátí celý zápis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear every row of the sheet? The games typed here are not saved yet.</source>
        <translation>Vyprázdnit všechny řádky zápisu? Zde zadané partie ještě nejsou uloženy.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vyprázdnit</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Ponechat</translation>
    </message>
</context>
<context>
    <name>ShogiHandicaps</name>
    <message>
        <source>Sente</source>
        <extracomment>Shogi handicap: no piece removed; the weaker player moves first (先手, &quot;sente&quot;).</extracomment>
        <translation>Sente</translation>
    </message>
    <message>
        <source>Lance</source>
        <extracomment>Shogi handicap: the stronger player plays without a lance (香落ち).</extracomment>
        <translation>Kopiník</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>Shogi handicap: without the bishop (角落ち).</extracomment>
        <translation>Střelec</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>Shogi handicap: without the rook (飛車落ち).</extracomment>
        <translation>Věž</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <extracomment>Shogi handicap: without rook and lance (飛香落ち).</extracomment>
        <translation>Věž a kopiník</translation>
    </message>
    <message>
        <source>2 pieces</source>
        <extracomment>Shogi handicap: without rook and bishop (二枚落ち).</extracomment>
        <translation>2 figury</translation>
    </message>
    <message>
        <source>4 pieces</source>
        <extracomment>Shogi handicap: 四枚落ち.</extracomment>
        <translation>4 figury</translation>
    </message>
    <message>
        <source>5 pieces</source>
        <extracomment>Shogi handicap: 五枚落ち.</extracomment>
        <translation>5 figur</translation>
    </message>
    <message>
        <source>6 pieces</source>
        <extracomment>Shogi handicap: 六枚落ち.</extracomment>
        <translation>6 figur</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>won</source>
        <translation>výhra</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A game&apos;s outcome: a draw (Go: jigo).</extracomment>
        <translation>jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <extracomment>A game entered without a result.</extracomment>
        <translation>bez výsledku</translation>
    </message>
    <message>
        <source>adjustment</source>
        <extracomment>A line of the record sheet where the secretary set the rank and rating by hand.</extracomment>
        <translation>úprava</translation>
    </message>
    <message>
        <source>adjustment: {note}</source>
        <extracomment>An adjustment&apos;s line; {note} is the secretary&apos;s note.</extracomment>
        <translation>úprava: {note}</translation>
    </message>
    <message>
        <source>Club games</source>
        <extracomment>The player&apos;s per-event table: the rated club games of one day (not a tournament).</extracomment>
        <translation>Klubové partie</translation>
    </message>
    <message>
        <source>B+</source>
        <extracomment>The result column of a game: Black won (keep the +), White won, draw.</extracomment>
        <translation>Č+</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>B+</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>tournament</source>
        <extracomment>The kind of a game (SAGC&apos;s game types).</extracomment>
        <translation>turnajová</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klubová</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>přátelská</translation>
    </message>
    <message>
        <source>free</source>
        <translation>volná</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent}, {change} → {rank} {value}</source>
        <extracomment>A point of a player&apos;s chart: &quot;2026-11-20: won against Sipho Dlamini, +120 → 11k 250&quot;.</extracomment>
        <translation>{date}: {outcome} proti hráči {opponent}, {change} → {rank} {value}</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>What the rating engine flagged about a game (EGF).</extracomment>
        <translation>rating nastaven podle nové třídy</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <translation>ztráta v turnaji omezena na 100</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <translation>rating na spodní hranici</translation>
    </message>
    <message>
        <source>performance rating</source>
        <extracomment>FESA: the game was rated by performance rating (a new player&apos;s first tournaments).</extracomment>
        <translation>výkonnostní rating</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>FESA: the grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>stupeň {before} → {after}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade</comment>
        <extracomment>FESA: no grade (yet).</extracomment>
        <translation>žádný</translation>
    </message>
    <message>
        <source>expected score</source>
        <extracomment>Se: the EGF expected score of the game.</extracomment>
        <translation>očekávaný výsledek</translation>
    </message>
    <message>
        <source>result</source>
        <extracomment>S: the game&apos;s result as a score (1, 0.5, 0).</extracomment>
        <translation>výsledek</translation>
    </message>
    <message>
        <source>con</source>
        <extracomment>con: the EGF system&apos;s factor (keep &quot;con&quot; unless your federation says otherwise).</extracomment>
        <translation>con</translation>
    </message>
    <message>
        <source>anti-deflation bonus</source>
        <extracomment>EGF 2021&apos;s bonus against deflation.</extracomment>
        <translation>bonus proti deflaci</translation>
    </message>
    <message>
        <source>bonus</source>
        <extracomment>The symbol of that bonus in the formula (the rule sentence says &quot;+ bonus&quot;).</extracomment>
        <translation>bonus</translation>
    </message>
    <message>
        <source>class weight</source>
        <extracomment>EGF: the tournament class&apos;s weight (A 1, B 0.75, ...).</extracomment>
        <translation>váha třídy</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <extracomment>{klass}: the tournament class, A to D.</extracomment>
        <translation>třída {klass}</translation>
    </message>
    <message>
        <source>{rating} against {opponent}</source>
        <extracomment>The two ratings a game was rated from: 2034 against 1987.</extracomment>
        <translation>{rating} proti {opponent}</translation>
    </message>
    <message>
        <source>, +{points} for the stones</source>
        <extracomment>EGF: a handicap game&apos;s bonus for the player taking stones, in rating points.</extracomment>
        <translation>, +{points} za handicapové kameny</translation>
    </message>
    <message>
        <source>at {rating}</source>
        <extracomment>con (or K) as it was at the player&apos;s rating before the game: &quot;at 2034&quot;.</extracomment>
        <translation>při {rating}</translation>
    </message>
    <message>
        <source>rated by performance rating (fewer than 9 games, or all wins or all losses so far): the tournament&apos;s rating is spread evenly over its games</source>
        <translation>hodnoceno výkonnostním ratingem (méně než 9 partií, nebo dosud jen výhry či jen prohry): rating turnaje se rozdělí rovnoměrně na jeho partie</translation>
    </message>
    <message>
        <source>development bonus</source>
        <extracomment>FESA&apos;s development bonus for new players below 1800.</extracomment>
        <translation>rozvojový bonus</translation>
    </message>
    <message>
        <source>paid for the first 100 games below 1800</source>
        <translation>vyplácí se za prvních 100 partií pod 1800</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>nevyplácí se</translation>
    </message>
    <message>
        <source>upset rule: K × (opponent − rating) / 160 = {change}</source>
        <extracomment>FESA&apos;s rule when a player beats a stronger one by much (K, opponent and rating are the formula&apos;s terms).</extracomment>
        <translation>pravidlo překvapivé výhry: K × (soupeř − rating) / 160 = {change}</translation>
    </message>
    <message>
        <source>, plus bonus {bonus} = {change}</source>
        <translation>, plus bonus {bonus} = {change}</translation>
    </message>
    <message>
        <source>level factor</source>
        <extracomment>SAGC&apos;s factors (seed 001): LF, GSF, OF, GRF and HF are their symbols.</extracomment>
        <translation>faktor úrovně</translation>
    </message>
    <message>
        <source>game status factor</source>
        <translation>faktor druhu partie</translation>
    </message>
    <message>
        <source>opponent factor</source>
        <translation>faktor soupeře</translation>
    </message>
    <message>
        <source>game result factor</source>
        <translation>faktor výsledku</translation>
    </message>
    <message>
        <source>handicap factor</source>
        <translation>faktor handicapu</translation>
    </message>
    <message>
        <source>{outcome} in the {zone} zone, differential {differential} ({x} − {opponent_x} − {stones} stones received)</source>
        <extracomment>GRF&apos;s note: &quot;win in the promotion zone, differential +1 (3 − 2 − 0 stones received)&quot;.</extracomment>
        <translation>{outcome} v pásmu {zone}, rozdíl {differential} ({x} − {opponent_x} − {stones} obdržených kamenů)</translation>
    </message>
    <message>
        <source>win</source>
        <translation>výhra</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>promotion</source>
        <extracomment>The SAGC zones: the index at or above 0 (promotion zone) or below (demotion zone).</extracomment>
        <translation>postupu</translation>
    </message>
    <message>
        <source>demotion</source>
        <translation>sestupu</translation>
    </message>
    <message>
        <source>effective handicap {stones}</source>
        <extracomment>SAGC&apos;s handicap factor&apos;s note: stones less a komi adjustment.</extracomment>
        <translation>efektivní handicap {stones}</translation>
    </message>
    <message>
        <source>= {product}, truncated to {change}</source>
        <extracomment>The product of the factors and the change it makes: &quot;= 499.44, truncated to 499&quot;.</extracomment>
        <translation>= {product}, oříznuto na {change}</translation>
    </message>
    <message>
        <source>past +999: promoted to {rank} with index 0</source>
        <translation>nad +999: postup na {rank} s indexem 0</translation>
    </message>
    <message>
        <source>past -999: demoted to {rank} with index 0</source>
        <translation>pod -999: sestup na {rank} s indexem 0</translation>
    </message>
    <message>
        <source>the loss stops at the floor {floor}: index {before} → {after}</source>
        <translation>ztráta se zastaví na hranici {floor}: index {before} → {after}</translation>
    </message>
    <message>
        <source>index {before} → {after} (the index stops at +999)</source>
        <translation>index {before} → {after} (index končí na +999)</translation>
    </message>
    <message>
        <source>index {before} → {after}</source>
        <translation>index {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in the previous ten games</source>
        <extracomment>OF&apos;s note: how often the opponent is among the player&apos;s previous ten games.</extracomment>
        <translation>
            <numerusform>%n× mezi předchozími deseti partiemi</numerusform>
            <numerusform>%n× mezi předchozími deseti partiemi</numerusform>
            <numerusform>%n× mezi předchozími deseti partiemi</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>Column (and fact): a shogi player&apos;s FESA grade (kyu/dan).</extracomment>
        <translation>Stupeň</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column (and fact on a player&apos;s page): the kyu/dan rank of a Go player.</extracomment>
        <translation>Třída</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The site&apos;s menu: the page with the rating list.</extracomment>
        <translation>Žebříček</translation>
    </message>
    <message>
        <source>Last club night</source>
        <extracomment>The site&apos;s menu: the page with the games of the latest club evening.</extracomment>
        <translation>Poslední klubový večer</translation>
    </message>
    <message>
        <source>{system}. Published with ClubRater.</source>
        <extracomment>The footer of every page; {system} is the rating system&apos;s name, e.g. &quot;SAGC rank and index&quot;.</extracomment>
        <translation>{system}. Zveřejněno programem ClubRater.</translation>
    </message>
    <message>
        <source>{club}: standings</source>
        <extracomment>The browser tab&apos;s title of the home page.</extracomment>
        <translation>{club}: žebříček</translation>
    </message>
    <message>
        <source>Standings by {system}.</source>
        <translation>Žebříček podle systému {system}.</translation>
    </message>
    <message>
        <source>Newest game: {date}.</source>
        <translation>Nejnovější partie: {date}.</translation>
    </message>
    <message>
        <source>Updated on {date}.</source>
        <extracomment>{date}: the day the site was published.</extracomment>
        <translation>Aktualizováno {date}.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your index changed.</source>
        <translation>Zkontrolujte své partie: po kliknutí na své jméno uvidíte svůj zápis výsledků a proč se změnil váš index.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your GoR changed.</source>
        <translation>Zkontrolujte své partie: po kliknutí na své jméno uvidíte svůj zápis výsledků a proč se změnil váš GoR.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your Elo changed.</source>
        <translation>Zkontrolujte své partie: po kliknutí na své jméno uvidíte svůj zápis výsledků a proč se změnilo vaše Elo.</translation>
    </message>
    <message>
        <source>Find a player</source>
        <extracomment>The label of the search box above the standings.</extracomment>
        <translation>Najít hráče</translation>
    </message>
    <message>
        <source>Name or club</source>
        <extracomment>Placeholder of the search box: what can be typed (a player&apos;s name or club).</extracomment>
        <translation>Jméno nebo klub</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column: position in the list (a few characters wide).</extracomment>
        <translation>Poř.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Column: the number of games played.</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Poslední partie</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Column: the player&apos;s (home) club.</extracomment>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Heading: the club&apos;s tournaments listed on the home page.</extracomment>
        <translation>Turnaje</translation>
    </message>
    <message>
        <source>Last club night: {date}</source>
        <translation>Poslední klubový večer: {date}</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Zatím žádné partie.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Column: the round of a tournament game.</extracomment>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Column: the player who had Black.</extracomment>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Column: the player who had White.</extracomment>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: who won the game (B+, W+, Jigo).</extracomment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>Column: the kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Black&apos;s change</source>
        <translation>Změna černého</translation>
    </message>
    <message>
        <source>White&apos;s change</source>
        <translation>Změna bílého</translation>
    </message>
    <message>
        <source>{start} to {end}.</source>
        <extracomment>An event&apos;s dates: from {start} to {end}.</extracomment>
        <translation>{start} až {end}.</translation>
    </message>
    <message>
        <source>Class {klass}.</source>
        <extracomment>An EGF tournament class (A, B, C or D).</extracomment>
        <translation>Třída turnaje {klass}.</translation>
    </message>
    <message>
        <source>Not rated.</source>
        <translation>Nezapočítáno do hodnocení.</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: games won (a jigo counts half).</extracomment>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Column: the rating before (the event, the game).</extracomment>
        <translation>Před</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Column: how much the rating changed.</extracomment>
        <translation>Změna</translation>
    </message>
    <message>
        <source>After</source>
        <extracomment>Column: the rating after (the event, the game).</extracomment>
        <translation>Po</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Heading of a player&apos;s rating chart.</extracomment>
        <translation>Vývoj</translation>
    </message>
    <message>
        <source>{name}: {value} over time</source>
        <extracomment>The chart&apos;s title (read aloud by screen readers); {value}: Index, GoR or Elo.</extracomment>
        <translation>{name}: vývoj hodnoty {value}</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Heading: the player&apos;s results per tournament (EGF, FESA).</extracomment>
        <translation>Po turnajích</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <translation>Zápis výsledků</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Column: Black or White (the player&apos;s stones).</extracomment>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Column of the SAGC record sheet: who won, B or W.</extracomment>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>GSF</source>
        <extracomment>Column: the SAGC game status factor (tournament 1.5, club 1, friendly 0.5, free 0); keep &quot;GSF&quot; if unsure.</extracomment>
        <translation>GSF</translation>
    </message>
    <message>
        <source>New index</source>
        <translation>Nový index</translation>
    </message>
    <message>
        <source>New rank</source>
        <translation>Nová třída</translation>
    </message>
    <message>
        <source>Comments</source>
        <extracomment>Column: the secretary&apos;s notes on a game.</extracomment>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>{rank} after</source>
        <extracomment>Column: the rank after the game (EGF); {rank} is the word for rank or grade.</extracomment>
        <translation>{rank} po</translation>
    </message>
    <message>
        <source>Why did my index change?</source>
        <translation>Proč se změnil můj index?</translation>
    </message>
    <message>
        <source>Why did my GoR change?</source>
        <translation>Proč se změnil můj GoR?</translation>
    </message>
    <message>
        <source>Why did my Elo change?</source>
        <translation>Proč se změnilo moje Elo?</translation>
    </message>
    <message>
        <source>Change = level factor (LF) × game status factor (GSF) × opponent factor (OF) × game result factor (GRF) × handicap factor (HF), truncated toward zero; a loss stops at the next demotion floor.</source>
        <extracomment>SAGC&apos;s rule in one sentence (seed 001); the abbreviations are the record sheet&apos;s factors.</extracomment>
        <translation>Změna = faktor úrovně (LF) × faktor druhu partie (GSF) × faktor soupeře (OF) × faktor výsledku (GRF) × faktor handicapu (HF), oříznuto směrem k nule; prohra se zastaví na nejbližší hranici sestupu.</translation>
    </message>
    <message>
        <source>Change = K × (result − expected score), plus the development bonus while it is paid; the tournament&apos;s total is rounded.</source>
        <extracomment>FESA&apos;s rule in one sentence.</extracomment>
        <translation>Změna = K × (výsledek − očekávaný výsledek), plus rozvojový bonus, dokud se vyplácí; součet za turnaj se zaokrouhlí.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se), on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF classic rule in one sentence.</extracomment>
        <translation>Změna = váha třídy × con × (výsledek − očekávaný výsledek Se), z ratingů před turnajem; změny jednoho turnaje se sčítají.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se) + bonus, on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF 2021 rule in one sentence.</extracomment>
        <translation>Změna = váha třídy × con × (výsledek − očekávaný výsledek Se) + bonus, z ratingů před turnajem; změny jednoho turnaje se sčítají.</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>What the search box says under the standings: {shown} players of n listed are shown.</extracomment>
        <translation>
            <numerusform>{shown} z %n hráče</numerusform>
            <numerusform>{shown} ze %n hráčů</numerusform>
            <numerusform>{shown} z %n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>B</source>
        <translation>Č</translation>
    </message>
    <message>
        <source>W</source>
        <translation>B</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent} ({rank}):</source>
        <extracomment>A game in the &quot;why&quot; list: &quot;2026-11-20: won against Sipho Dlamini (12k):&quot; then the change in bold.</extracomment>
        <translation>{date}: {outcome} proti hráči {opponent} ({rank}):</translation>
    </message>
</context>
<context>
    <name>StandingsMessages</name>
    <message>
        <source>1 player is not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>1 hráč není na aktuálním seznamu (žádný turnaj za poslední 2 roky / 12 / 6 měsíců)</translation>
    </message>
    <message numerus="yes">
        <source>%n players are not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>
            <numerusform>%n hráč není na aktuálním seznamu (žádný turnaj za poslední 2 roky / 12 / 6 měsíců)</numerusform>
            <numerusform>%n hráči nejsou na aktuálním seznamu (žádný turnaj za poslední 2 roky / 12 / 6 měsíců)</numerusform>
            <numerusform>%n hráčů není na aktuálním seznamu (žádný turnaj za poslední 2 roky / 12 / 6 měsíců)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsRule</name>
    <message>
        <source>Every active player is listed. A player you mark inactive disappears from the standings but keeps their games and comes back when marked active again.</source>
        <translation>Uveden je každý aktivní hráč. Hráč, kterého označíte jako neaktivního, zmizí ze žebříčku, jeho partie však zůstanou a vrátí se, jakmile ho opět označíte jako aktivního.</translation>
    </message>
    <message>
        <source>As on the EGF rating list: dan players are listed for two years after their last rated game, 1k-10k for twelve months and weaker players for six months. Players you mark inactive are never listed.</source>
        <translation>Jako v ratingovém žebříčku EGF: hráči s dany jsou uvedeni dva roky po své poslední partii do ratingu, 1k-10k dvanáct měsíců a slabší hráči šest měsíců. Hráči, které označíte jako neaktivní, nejsou uvedeni nikdy.</translation>
    </message>
    <message>
        <source>Every active player with a rating is listed. A player you mark inactive disappears from the standings but keeps their games.</source>
        <translation>Uveden je každý aktivní hráč s ratingem. Hráč, kterého označíte jako neaktivního, zmizí ze žebříčku, jeho partie však zůstanou.</translation>
    </message>
</context>
<context>
    <name>StateMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Hráč číslo {number} neexistuje.</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}, {games}, {events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnaj</numerusform>
            <numerusform>%n turnaje</numerusform>
            <numerusform>%n turnajů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreMessages</name>
    <message>
        <source>{file} cannot be read until there is a little room beside it; nothing was changed.</source>
        <translation>Soubor {file} nelze přečíst, dokud vedle něj nebude trochu místa; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} did not fit, and {file} was left as it was.</source>
        <translation>{doing} se nevešlo a {file} zůstal, jak byl.</translation>
    </message>
    <message>
        <source>{file} cannot be written (the file or its folder is read-only), so {doing} was not done; nothing was changed.</source>
        <translation>Soubor {file} nelze zapsat (soubor nebo jeho složka je jen pro čtení), proto {doing} neproběhlo; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{doing} in {file} failed ({reason}); nothing was changed.</source>
        <translation>{doing} v souboru {file} selhalo ({reason}); nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} nelze přečíst ({reason}).</translation>
    </message>
    <message>
        <source>{path} is not a ClubRater database (it is not an SQLite file).</source>
        <translation>{path} není databáze ClubRateru (není to soubor SQLite).</translation>
    </message>
    <message>
        <source>{path} is damaged and was not opened ({problems}).</source>
        <translation>{path} je poškozený a nebyl otevřen ({problems}).</translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, partie: {games}</translation>
    </message>
    <message>
        <source>{message} The newest good backup is {file} ({taken:%Y-%m-%d %H:%M}{games}); File &gt; Restore backup puts it back.</source>
        <translation>{message} Nejnovější dobrá záloha je {file} ({taken:%Y-%m-%d %H:%M}{games}); Soubor &gt; Obnovit zálohu ji vrátí.</translation>
    </message>
    <message>
        <source>{message} There is no good backup beside it.</source>
        <translation>{message} Vedle něj není žádná dobrá záloha.</translation>
    </message>
    <message>
        <source>{path} cannot be read as a club database ({reason}).</source>
        <translation>{path} nelze přečíst jako databázi klubu ({reason}).</translation>
    </message>
    <message>
        <source>{path} is an SQLite file but not a ClubRater database.</source>
        <translation>{path} je soubor SQLite, ale ne databáze ClubRateru.</translation>
    </message>
    <message>
        <source>{path} was written by a newer ClubRater (schema {current}); update ClubRater to open it.</source>
        <translation>{path} zapsal novější ClubRater (schéma {current}); chcete-li ho otevřít, aktualizujte ClubRater.</translation>
    </message>
    <message>
        <source>{reason} It was not opened, and nothing was written to it.</source>
        <translation>{reason} Soubor nebyl otevřen a nic do něj nebylo zapsáno.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {file} needs upgrading, but no backup of it could be made first; nothing was changed. Free some space there and try again.</source>
        <translation>Disk se složkou {folder} je plný: {file} je třeba aktualizovat, ale předtím nešlo vytvořit zálohu; nic nebylo změněno. Uvolněte na něm trochu místa a zkuste to znovu.</translation>
    </message>
    <message>
        <source>{file} needs upgrading, but no backup of it could be made first ({reason}); nothing was changed.</source>
        <translation>{file} je třeba aktualizovat, ale předtím nešlo vytvořit zálohu ({reason}); nic nebylo změněno.</translation>
    </message>
    <message>
        <source>There is no club database at {path}.</source>
        <translation>Na {path} není žádná databáze klubu.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot create {file} there.</source>
        <translation>ClubRater nemůže zapisovat do {folder}, proto tam nemůže vytvořit {file}.</translation>
    </message>
    <message>
        <source>upgrading the file</source>
        <translation>aktualizace souboru</translation>
    </message>
    <message>
        <source>{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open.</source>
        <translation>{path} je třeba před čtením aktualizovat; otevřete ho v ClubRateru, až ho nebude mít otevřený nikdo jiný.</translation>
    </message>
    <message>
        <source>Upgrading {file} would break {links} links between records; it was left as it was.</source>
        <translation>Aktualizace souboru {file} by porušila {links} vazeb mezi záznamy; soubor zůstal, jak byl.</translation>
    </message>
    <message>
        <source>{file} can be viewed and exported to another disk, but not changed; nothing was changed.</source>
        <translation>Soubor {file} lze prohlížet a exportovat na jiný disk, ale ne měnit; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{file} is read-only (the file or its folder cannot be written), so it can be viewed, exported and printed but not changed; nothing was changed.</source>
        <translation>Soubor {file} je jen pro čtení (soubor nebo jeho složku nelze zapisovat), takže ho lze prohlížet, exportovat a tisknout, ale ne měnit; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{file} is open read-only because another ClubRater is using it; nothing was changed.</source>
        <translation>Soubor {file} je otevřený jen pro čtení, protože ho používá jiný ClubRater; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>uložení změny</translation>
    </message>
    <message>
        <source>reading the club</source>
        <translation>čtení klubu</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <source>Compare with list</source>
        <translation>Porovnat se seznamem</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>The rating list to compare the club with.</extracomment>
        <translation>&amp;Seznam:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Compared</source>
        <extracomment>Column title: how the player compares with the list (differs, ambiguous...).</extracomment>
        <translation>Porovnání</translation>
    </message>
    <message>
        <source>ID</source>
        <comment>federation ID</comment>
        <extracomment>Column title: the player&apos;s ID in the federation&apos;s list.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>In the list</source>
        <extracomment>Column title: the list&apos;s entry or entries for the player.</extracomment>
        <translation>V seznamu</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Rozdíly</translation>
    </message>
    <message>
        <source>Storing keeps each player&apos;s ID and the federation&apos;s rating beside the club&apos;s own; the club&apos;s ranks, ratings and history do not change. Ctrl+Z undoes it.</source>
        <translation>Uložením se u každého hráče uchová jeho ID a rating svazu vedle vlastních údajů klubu; třídy, ratingy a historie klubu se nezmění. Ctrl+Z to vrátí.</translation>
    </message>
    <message>
        <source>&amp;Store IDs and ratings</source>
        <translation>&amp;Uložit ID a ratingy</translation>
    </message>
    <message>
        <source>&amp;Load a list file…</source>
        <translation>&amp;Načíst soubor seznamu…</translation>
    </message>
    <message>
        <source>Rating lists (*.html *.htm *.txt *.zip);;All files (*)</source>
        <extracomment>A file chooser&apos;s filter: keep the patterns in brackets as they are.</extracomment>
        <translation>Ratingové seznamy (*.html *.htm *.txt *.zip);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>Načíst ratingový seznam</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Načítám seznam…</translation>
    </message>
    <message>
        <source>An older list?</source>
        <translation>Starší seznam?</translation>
    </message>
    <message>
        <source>{reason} Replace it anyway?</source>
        <extracomment>{reason} says (from the controller) which list is older than the one kept.</extracomment>
        <translation>{reason} Přesto ho nahradit?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Nahradit</translation>
    </message>
    <message>
        <source>Keep the newer list</source>
        <translation>Ponechat novější seznam</translation>
    </message>
    <message>
        <source>The club keeps no rating list: load one first (clubrater list load FILE).</source>
        <translation>Klub nemá uložený žádný ratingový seznam: nejprve nějaký načtěte (clubrater list load SOUBOR).</translation>
    </message>
    <message>
        <source>{what}: {ours} here, {theirs} in the list</source>
        <extracomment>One difference: &quot;{what}: {ours} here, {theirs} in the list&quot; ({what} is rank, club, rating...).</extracomment>
        <translation>{what}: zde {ours}, v seznamu {theirs}</translation>
    </message>
    <message>
        <source>{status} (by {how})</source>
        <extracomment>How the player was found in the list: &quot;(by name)&quot;, &quot;(by ID)&quot;.</extracomment>
        <translation>{status} (podle: {how})</translation>
    </message>
    <message>
        <source>{differ} differ, {ambiguous} ambiguous, {same} the same, {missing_id} with an ID not in the list, {unmatched} not found.</source>
        <extracomment>The comparison in numbers: players who differ, are ambiguous, are the same, have an ID not in the list, and were not found.</extracomment>
        <translation>Liší se: {differ}, nejednoznační: {ambiguous}, shodní: {same}, s ID mimo seznam: {missing_id}, nenalezeni: {unmatched}.</translation>
    </message>
    <message>
        <source>Stored. The club&apos;s own ranks and ratings are unchanged.</source>
        <translation>Uloženo. Vlastní třídy a ratingy klubu se nezměnily.</translation>
    </message>
</context>
<context>
    <name>SystemMessages</name>
    <message>
        <source>&quot;{key}&quot; is not a rating system ClubRater knows ({known}).</source>
        <translation>„{key}“ není ratingový systém, který ClubRater zná ({known}).</translation>
    </message>
    <message>
        <source>The {system} engine is not available in this version.</source>
        <translation>Výpočet {system} není v této verzi k dispozici.</translation>
    </message>
</context>
<context>
    <name>TableMessages</name>
    <message>
        <source>rating</source>
        <comment>a column of a players file</comment>
        <translation>rating</translation>
    </message>
    <message>
        <source>index</source>
        <comment>a column of a players file: the SAGC index</comment>
        <translation>index</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>úprava: {problem}</translation>
    </message>
    <message>
        <source>This does not look like a {what} file: it has no {columns} column (line 1 has {shown}). The columns are described in the ClubRater README.</source>
        <translation>Nevypadá to jako soubor typu {what}: nemá sloupec {columns} (řádek 1 má {shown}). Sloupce popisuje README ClubRateru.</translation>
    </message>
    <message>
        <source>{name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.</source>
        <translation>{name} je soubor Excelu ve starém formátu (.xls); uložte ho jako .xlsx nebo .csv a importujte ten.</translation>
    </message>
    <message>
        <source>{name} is a spreadsheet, not a CSV file; give it the .xlsx ending.</source>
        <translation>{name} je tabulkový sešit, ne soubor CSV; dejte mu příponu .xlsx.</translation>
    </message>
    <message>
        <source>{name} is not a text (CSV) file.</source>
        <translation>{name} není textový soubor (CSV).</translation>
    </message>
    <message>
        <source>{path} cannot be opened: {reason}.</source>
        <translation>{path} nelze otevřít: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} je prázdný.</translation>
    </message>
    <message>
        <source>{name} line 1 cannot be read as CSV ({reason}).</source>
        <translation>{name}: řádek 1 nelze přečíst jako CSV ({reason}).</translation>
    </message>
    <message>
        <source>{name} line {line} cannot be read as CSV ({reason}).</source>
        <translation>{name}: řádek {line} nelze přečíst jako CSV ({reason}).</translation>
    </message>
    <message>
        <source>{name} is not read: it would unpack to {unpacked} from {packed} ({times} times its size), which no club&apos;s workbook does (a damaged file or a zip bomb); nothing was read.</source>
        <translation>{name} se nečte: rozbalil by se z {packed} na {unpacked} ({times}krát víc), což žádný sešit klubu nedělá (poškozený soubor nebo zip bomba); nic nebylo přečteno.</translation>
    </message>
    <message>
        <source>{name} is password-protected or an old .xls workbook; remove the password (or save as .xlsx) and import again.</source>
        <translation>{name} je chráněný heslem nebo je to starý sešit .xls; odstraňte heslo (nebo uložte jako .xlsx) a importujte znovu.</translation>
    </message>
    <message>
        <source>{name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that.</source>
        <translation>{name} není sešit Excelu (možná jiný soubor přejmenovaný na .xlsx nebo poškozené stažení); nic nebylo přečteno. Uložte ho z Excelu nebo LibreOffice jako .xlsx nebo .csv a importujte ten.</translation>
    </message>
    <message>
        <source>{name} is not a readable Excel workbook ({reason}); nothing was read.</source>
        <translation>{name} není čitelný sešit Excelu ({reason}); nic nebylo přečteno.</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read as an Excel workbook; nothing was read.</source>
        <translation>{name} je poškozený a nelze ho přečíst jako sešit Excelu; nic nebylo přečteno.</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;{sheet}&quot; (it has {sheets}).</source>
        <translation>{name} nemá list s názvem „{sheet}“ (má {sheets}).</translation>
    </message>
    <message>
        <source>The sheet &quot;{title}&quot; of {name} is empty.</source>
        <translation>List „{title}“ v {name} je prázdný.</translation>
    </message>
    <message>
        <source>The sheet &quot;{sheet}&quot; of {name} has other columns than &quot;{first}&quot; ({columns} instead of {expected}); nothing was read.</source>
        <translation>List „{sheet}“ v {name} má jiné sloupce než „{first}“ ({columns} místo {expected}); nic nebylo přečteno.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>řádek {line}</translation>
    </message>
    <message>
        <source>line {line} of sheet &quot;{sheet}&quot;</source>
        <translation>řádek {line} listu „{sheet}“</translation>
    </message>
    <message>
        <source>{name} is damaged after {where}; nothing was read.</source>
        <translation>{name} je poškozený za {where}; nic nebylo přečteno.</translation>
    </message>
    <message>
        <source>the date cell holds Excel&apos;s day 60, the 29 February 1900 that never was (Excel counts it, the calendar does not); type the date meant as YYYY-MM-DD</source>
        <translation>buňka s datem obsahuje den 60 Excelu, 29. únor 1900, který nikdy nebyl (Excel ho počítá, kalendář ne); zadejte zamýšlené datum jako RRRR-MM-DD</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is text with day and month in a local order; write it as YYYY-MM-DD ({meant}) or make the cell a real date</source>
        <translation>datum „{text}“ je text s dnem a měsícem v místním pořadí; zapište ho jako RRRR-MM-DD ({meant}) nebo z buňky udělejte skutečné datum</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>datum „{text}“ není datum (zapište ho jako RRRR-MM-DD, např. 2025-03-14)</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a whole number</source>
        <translation>{what} „{text}“ není celé číslo</translation>
    </message>
    <message>
        <source>{what} {n} is not between {lo} and {hi}</source>
        <translation>{what} {n} není mezi {lo} a {hi}</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a number</source>
        <translation>{what} „{text}“ není číslo</translation>
    </message>
    <message>
        <source>players</source>
        <comment>a kind of file</comment>
        <translation>hráčů</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>jméno je prázdné</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>třída je prázdná</translation>
    </message>
    <message>
        <source>there is no rank column</source>
        <translation>chybí sloupec třídy</translation>
    </message>
    <message>
        <source>active &quot;{active}&quot; is not yes or no</source>
        <translation>aktivní „{active}“ není ano ani ne</translation>
    </message>
    <message>
        <source>adjustments</source>
        <comment>a kind of file</comment>
        <translation>úprav</translation>
    </message>
    <message>
        <source>adjustment: the player is empty</source>
        <translation>úprava: hráč je prázdný</translation>
    </message>
    <message>
        <source>games</source>
        <comment>a kind of file</comment>
        <translation>partií</translation>
    </message>
    <message>
        <source>the date is empty</source>
        <translation>datum je prázdné</translation>
    </message>
    <message>
        <source>the black player is empty</source>
        <translation>hráč s černými je prázdný</translation>
    </message>
    <message>
        <source>the white player is empty</source>
        <translation>hráč s bílými je prázdný</translation>
    </message>
    <message>
        <source>same player on both sides (&quot;{name}&quot;)</source>
        <translation>tentýž hráč na obou stranách („{name}“)</translation>
    </message>
    <message>
        <source>the result is empty (B, W or J)</source>
        <translation>výsledek je prázdný (B, W nebo J)</translation>
    </message>
    <message>
        <source>result &quot;{text}&quot; is not B, W or J</source>
        <translation>výsledek „{text}“ není B, W ani J</translation>
    </message>
    <message>
        <source>handicap</source>
        <comment>a column of a games file</comment>
        <translation>handicap</translation>
    </message>
    <message>
        <source>komi</source>
        <comment>a column of a games file</comment>
        <translation>komi</translation>
    </message>
    <message>
        <source>type &quot;{text}&quot; is not tournament, club, friendly or free</source>
        <translation>typ „{text}“ není tournament, club, friendly ani free</translation>
    </message>
    <message>
        <source>class &quot;{text}&quot; is not A, B, C or D</source>
        <translation>třída turnaje „{text}“ není A, B, C ani D</translation>
    </message>
    <message>
        <source>black rank: {problem}</source>
        <translation>třída černého: {problem}</translation>
    </message>
    <message>
        <source>white rank: {problem}</source>
        <translation>třída bílého: {problem}</translation>
    </message>
    <message>
        <source>round</source>
        <comment>a column of a games file</comment>
        <translation>kolo</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;Players&quot; or &quot;Games&quot; (it has {sheets}).</source>
        <translation>{name} nemá list s názvem „Players“ ani „Games“ (má {sheets}).</translation>
    </message>
    <message>
        <source>{name} has no header row ClubRater recognises: line 1 should name the columns, such as name, rank (a players file) or date, black, white, result (a games file); it has {shown}.</source>
        <translation>{name} nemá záhlaví, které ClubRater pozná: řádek 1 má pojmenovat sloupce, např. name, rank (soubor hráčů) nebo date, black, white, result (soubor partií); má {shown}.</translation>
    </message>
</context>
<context>
    <name>TextMessages</name>
    <message>
        <source>the {field} contains a terminal escape sequence</source>
        <translation>pole {field} obsahuje řídicí sekvenci terminálu</translation>
    </message>
    <message>
        <source>the {field} contains the control character U+{code:04X}</source>
        <translation>pole {field} obsahuje řídicí znak U+{code:04X}</translation>
    </message>
    <message>
        <source>the {field} is {length} characters long (at most {limit})</source>
        <translation>pole {field} má {length} znaků (nejvýše {limit})</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Redoing: {what}…</source>
        <translation>Opakuji: {what}…</translation>
    </message>
    <message>
        <source>Undoing: {what}…</source>
        <translation>Vracím zpět: {what}…</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Zadat partii</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n game(s)</source>
        <translation>
            <numerusform>Zadat %n partii</numerusform>
            <numerusform>Zadat %n partie</numerusform>
            <numerusform>Zadat %n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit a game</source>
        <translation>Upravit partii</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Smazat partii</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)</source>
        <translation>
            <numerusform>Smazat %n partii</numerusform>
            <numerusform>Smazat %n partie</numerusform>
            <numerusform>Smazat %n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Přidat hráče {name}</translation>
    </message>
    <message>
        <source>Merge {dropped} into {kept}</source>
        <translation>Sloučit {dropped} do {kept}</translation>
    </message>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Undo command text: a player&apos;s rank (or rating) was set by hand from a date on.</extracomment>
        <translation>Upravit hráče {name}</translation>
    </message>
    <message>
        <source>Delete an adjustment</source>
        <translation>Smazat úpravu</translation>
    </message>
    <message>
        <source>Add the event {name}</source>
        <extracomment>&quot;event&quot;: a tournament or other occasion at which games were played.</extracomment>
        <translation>Přidat turnaj {name}</translation>
    </message>
    <message>
        <source>Delete the event {name}</source>
        <translation>Smazat turnaj {name}</translation>
    </message>
    <message>
        <source>Edit an event</source>
        <translation>Upravit turnaj</translation>
    </message>
    <message>
        <source>Change the club settings</source>
        <translation>Změnit nastavení klubu</translation>
    </message>
</context>
<context>
    <name>UpdateListDialog</name>
    <message>
        <source>Download a rating list</source>
        <translation>Stáhnout ratingový žebříček</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>Which federation&apos;s rating list (EGD, FFG, AGA) to download.</extracomment>
        <translation>&amp;Seznam:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <extracomment>The web address the list is downloaded from.</extracomment>
        <translation>&amp;Z adresy:</translation>
    </message>
    <message>
        <source>The list is downloaded and kept in the club file in place of the one kept (as `clubrater list update` does); a changed address is remembered for the next time.</source>
        <translation>Žebříček se stáhne a uloží do souboru klubu místo dosavadního (jako `clubrater list update`); změněná adresa se zapamatuje pro příště.</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Stáhnout</translation>
    </message>
</context>
<context>
    <name>VersionMessages</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the parts of a game, player or event described (&quot;2026-01-06, Sipho (B) - Anna (W), Black won, komi 6.5&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>vyhrál černý</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>vyhrál bílý</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>bez výsledku</translation>
    </message>
    <message>
        <source>The federation database did not let you change {what}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>Databáze svazu vám nedovolila změnit {what}: záznam patří jinému klubu a změnit ho smí jen sekretář toho klubu nebo svazový referent. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>{what} is no longer in the club (it was deleted); nothing was saved.</source>
        <translation>{what} už v klubu není (záznam byl smazán); nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} after you opened it; nothing was saved.</source>
        <translation>{what}: záznam smazal {who} poté, co jste ho otevřeli; nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}: záznam smazal {who} v {time} poté, co jste ho otevřeli; nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}: záznam smazal {who} {date} v {time} poté, co jste ho otevřeli; nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} after you opened it; nothing was saved.</source>
        <translation>{what}: záznam změnil {who} poté, co jste ho otevřeli; nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}: záznam změnil {who} v {time} poté, co jste ho otevřeli; nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}: záznam změnil {who} {date} v {time} poté, co jste ho otevřeli; nic nebylo uloženo.</translation>
    </message>
    <message>
        <source>{refusal} It now shows {now}.</source>
        <translation>{refusal} Nyní obsahuje: {now}.</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>hráče {number}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>partii {number}</translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation>turnaj {number}</translation>
    </message>
    <message>
        <source>adjustment {number}</source>
        <translation>úpravu {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot;</source>
        <translation>Turnaj „{name}“</translation>
    </message>
    <message>
        <source>Event {number}</source>
        <translation>Turnaj {number}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Úprava {number}</translation>
    </message>
    <message>
        <source>another secretary</source>
        <translation>jiný sekretář</translation>
    </message>
    <message>
        <source>the federation officer</source>
        <translation>svazový referent</translation>
    </message>
    <message>
        <source>handicap {stones}</source>
        <translation>handicap {stones}</translation>
    </message>
    <message>
        <source>komi {komi:g}</source>
        <translation>komi {komi:g}</translation>
    </message>
    <message>
        <source>{pieces} handicap</source>
        <translation>handicap {pieces}</translation>
    </message>
    <message>
        <source>{date}, {black} (B) - {white} (W)</source>
        <translation>{date}, {black} (Č) – {white} (B)</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>neaktivní</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation>{start} až {end}</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <translation>třída {klass}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>index {index}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>rating {rating}</translation>
    </message>
    <message>
        <source>{player} set to {value} from {date}</source>
        <translation>{player}: nastaveno na {value} od {date}</translation>
    </message>
</context>
<context>
    <name>Watch</name>
    <message>
        <source>Arrived: {what}</source>
        <translation>Přišlo: {what}</translation>
    </message>
    <message>
        <source>The federation server cannot be reached; what others save shows when it is back.</source>
        <translation>Server svazu není dostupný; co uloží ostatní, se zobrazí, až bude opět dostupný.</translation>
    </message>
    <message>
        <source>The federation server is back.</source>
        <translation>Server svazu je opět dostupný.</translation>
    </message>
</context>
<context>
    <name>Website</name>
    <message>
        <source>Publish the club&apos;s website</source>
        <extracomment>The title of the question which member club&apos;s website to publish (on a federation server).</extracomment>
        <translation>Zveřejnit webové stránky klubu</translation>
    </message>
    <message>
        <source>Publish the club&apos;s website into this folder</source>
        <translation>Zveřejnit webové stránky klubu do této složky</translation>
    </message>
    <message>
        <source>Publishing the website…</source>
        <translation>Zveřejňuji webové stránky…</translation>
    </message>
    <message>
        <source>Publish website</source>
        <translation>Zveřejnit webové stránky</translation>
    </message>
    <message>
        <source>Published {club}&apos;s website to {folder} ({summary}). Upload the folder to the club&apos;s web space, or open index.html.</source>
        <extracomment>{summary} is the publisher&apos;s own count of pages written (&quot;12 player pages, ...&quot;).</extracomment>
        <translation>Webové stránky klubu {club} zveřejněny do {folder} ({summary}). Nahrajte složku na webový prostor klubu, nebo otevřete index.html.</translation>
    </message>
</context>
<context>
    <name>WeekCheck</name>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

To go back to that backup, use File &gt; Restore a backup (the file as it is now is kept as a backup too).</source>
        <translation>Týdenní kontrola souboru {name} programem ClubRater zjistila poškození.

{found}

Chcete-li se k této záloze vrátit, použijte Soubor &gt; Obnovit ze zálohy (soubor v nynějším stavu se také uchová jako záloha).</translation>
    </message>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

Check the records named above against the paper sheets and correct them.</source>
        <translation>Týdenní kontrola souboru {name} programem ClubRater zjistila poškození.

{found}

Porovnejte výše uvedené záznamy s papírovými zápisy a opravte je.</translation>
    </message>
    <message>
        <source>The club file is damaged</source>
        <translation>Soubor klubu je poškozený</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to ClubRater</source>
        <translation>Vítejte v ClubRateru</translation>
    </message>
    <message>
        <source>Ratings for your Go or shogi club: type in the week&apos;s record sheets and the standings, every player&apos;s record sheet and history follow at once.</source>
        <extracomment>&quot;record sheet&quot;: the paper (or screen) list of an evening&apos;s games, one game a row.</extracomment>
        <translation>Ratingy pro váš klub go nebo šógi: zadejte týdenní zápisy výsledků a žebříček i zápis výsledků a vývoj každého hráče se ihned aktualizují.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Založit nový klub</translation>
    </message>
    <message>
        <source>Give the club a name and choose how it rates its players. You can change both later.</source>
        <translation>Pojmenujte klub a zvolte, jak hodnotí své hráče. Obojí můžete později změnit.</translation>
    </message>
    <message>
        <source>e.g. Cape Town Go Club</source>
        <extracomment>An example club name; use a club of the language&apos;s own country.</extracomment>
        <translation>např. Go klub Praha</translation>
    </message>
    <message>
        <source>Choose where…</source>
        <translation>Vybrat umístění…</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>&amp;Název klubu:</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Ratingový systém:</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Uloženo v:</translation>
    </message>
    <message>
        <source>Create the club</source>
        <translation>Vytvořit klub</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Otevřít soubor klubu</translation>
    </message>
    <message>
        <source>A club file (.sqlite) made by ClubRater, on this computer or a memory stick.</source>
        <translation>Soubor klubu (.sqlite) vytvořený ClubRaterem, na tomto počítači nebo na flash disku.</translation>
    </message>
    <message>
        <source>Recently used:</source>
        <translation>Nedávno použité:</translation>
    </message>
    <message>
        <source>Open a club file…</source>
        <translation>Otevřít soubor klubu…</translation>
    </message>
    <message>
        <source>Try the demo club</source>
        <translation>Vyzkoušet ukázkový klub</translation>
    </message>
    <message>
        <source>A made-up club with 40 players, two years of weekly club nights and two tournaments. Look around, type a record sheet, undo it: nothing you do there touches a real club.</source>
        <translation>Smyšlený klub se 40 hráči, dvěma roky týdenních klubových večerů a dvěma turnaji. Rozhlédněte se, zadejte zápis výsledků, vraťte ho zpět: nic z toho se skutečného klubu nedotkne.</translation>
    </message>
    <message>
        <source>the standings, sorted by rank and index</source>
        <extracomment>&quot;rank and index&quot;: SAGC&apos;s kyu/dan rank and the index (points) within it.</extracomment>
        <translation>žebříček seřazený podle třídy a indexu</translation>
    </message>
    <message>
        <source>every player&apos;s record sheet and history chart</source>
        <translation>zápis výsledků a graf vývoje každého hráče</translation>
    </message>
    <message>
        <source>a record sheet ready for this week&apos;s games</source>
        <translation>zápis výsledků připravený pro partie tohoto týdne</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Otevřít ukázkový klub</translation>
    </message>
    <message>
        <source>How a week goes</source>
        <translation>Jak probíhá týden</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Add the club&apos;s players with their ranks (Players &gt; Add player, Ctrl+Shift+N), or import a list you already have (File &gt; Import).</source>
        <translation>Přidejte hráče klubu s jejich třídami (Hráči &gt; Přidat hráče, Ctrl+Shift+N), nebo importujte seznam, který už máte (Soubor &gt; Importovat).</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Klubový večer</translation>
    </message>
    <message>
        <source>Type the evening&apos;s record sheet row by row (Ctrl+3): names complete as you type, handicap and komi are filled in, Ctrl+S saves.</source>
        <translation>Zadejte zápis výsledků večera řádek po řádku (Ctrl+3): jména se při psaní doplňují, handicap a komi se vyplní, Ctrl+S ukládá.</translation>
    </message>
    <message>
        <source>Noticeboard</source>
        <translation>Nástěnka</translation>
    </message>
    <message>
        <source>The standings follow at once. Print them (Ctrl+P) or look up any player&apos;s record sheet and history (double-click).</source>
        <translation>Žebříček se ihned aktualizuje. Vytiskněte ho (Ctrl+P), nebo si prohlédněte zápis výsledků a vývoj kteréhokoli hráče (dvojklik).</translation>
    </message>
    <message>
        <source>{n}. {step}</source>
        <comment>a numbered step</comment>
        <translation>{n}. {step}</translation>
    </message>
    <message>
        <source>Press F1 at any time for a short guide to entering games.</source>
        <translation>Kdykoli stiskněte F1 a zobrazí se krátký návod k zadávání partií.</translation>
    </message>
    <message>
        <source>Recently used (double-click to open):</source>
        <translation>Nedávno použité (otevřete dvojklikem):</translation>
    </message>
    <message>
        <source>No club opened yet.</source>
        <translation>Zatím nebyl otevřen žádný klub.</translation>
    </message>
    <message>
        <source>club</source>
        <comment>file name of a club without a name</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>Where should the club file be kept?</source>
        <translation>Kam uložit soubor klubu?</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Soubory klubu (*.sqlite)</translation>
    </message>
    <message>
        <source>Please give the club a name first.</source>
        <translation>Nejprve prosím zadejte název klubu.</translation>
    </message>
</context>
<context>
    <name>WhatIfMessages</name>
    <message>
        <source>A player cannot play against themself; choose another opponent.</source>
        <translation>Hráč nemůže hrát sám proti sobě; zvolte jiného soupeře.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is neither a player of the club nor a {what}.</source>
        <translation>„{text}“ není hráč klubu ani {what}.</translation>
    </message>
    <message>
        <source>&quot;{game_type}&quot; is not a game type (tournament, club, friendly, free).</source>
        <translation>„{game_type}“ není typ partie (tournament, club, friendly, free).</translation>
    </message>
    <message>
        <source>A win now: {win:+d}, a loss: {loss:+d}, a jigo: {jigo:+d}.</source>
        <translation>Výhra teď: {win:+d}, prohra: {loss:+d}, jigo: {jigo:+d}.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row to {rank}.</source>
        <translation>
            <numerusform>%n výhra v řadě a bude {rank}.</numerusform>
            <numerusform>%n výhry v řadě a bude {rank}.</numerusform>
            <numerusform>%n výher v řadě a bude {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No number of wins in a row against this opponent promotes (within 500 games).</source>
        <translation>Proti tomuto soupeři nevede k postupu žádná řada výher (v rámci 500 partií).</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row to {rank}.</source>
        <translation>
            <numerusform>%n prohra v řadě a bude {rank}.</numerusform>
            <numerusform>%n prohry v řadě a bude {rank}.</numerusform>
            <numerusform>%n proher v řadě a bude {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Losses against this opponent never demote.</source>
        <translation>Prohry proti tomuto soupeři nikdy nevedou k sestupu.</translation>
    </message>
    <message>
        <source>A win now: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>Výhra teď: {win:+.1f}, prohra: {loss:+.1f}.</translation>
    </message>
    <message>
        <source>Next grade {grade}: {needs}.</source>
        <translation>Další stupeň {grade}: {needs}.</translation>
    </message>
    <message>
        <source>At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>Na turnaji kategorie A výhra: {win:+.1f}, prohra: {loss:+.1f}.</translation>
    </message>
    <message>
        <source>{rank} from GoR {rating}.</source>
        <translation>{rank} od GoR {rating}.</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Hráč číslo {number} neexistuje.</translation>
    </message>
    <message>
        <source>{lb} (LB), {mp} (MP) or {ub} (UB) rating; now {rating}</source>
        <translation>rating {lb} (LB), {mp} (MP) nebo {ub} (UB); nyní {rating}</translation>
    </message>
    <message>
        <source>{more} more games before the usual routes apply (now {games})</source>
        <translation>ještě {more} partií, než začnou platit obvyklé cesty (nyní {games})</translation>
    </message>
    <message>
        <source>at once at {ub} or above</source>
        <translation>ihned při {ub} nebo víc</translation>
    </message>
    <message>
        <source>{games} games at {mp} or above ({so_far} so far)</source>
        <translation>{games} partií při {mp} nebo víc (zatím {so_far})</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far, MP reached)</source>
        <translation>{games} partií při {lb} nebo víc po jednom dosažení {mp} (zatím {so_far}, MP dosaženo)</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far)</source>
        <translation>{games} partií při {lb} nebo víc po jednom dosažení {mp} (zatím {so_far})</translation>
    </message>
    <message>
        <source>and {games} games against players rated {rating} or more, more than one of them ({so_far} so far)</source>
        <translation>a {games} partií proti hráčům s ratingem {rating} nebo víc, více než jednomu z nich (zatím {so_far})</translation>
    </message>
    <message>
        <source>Handicap {handicap} is not between 0 and 9.</source>
        <translation>Handicap {handicap} není mezi 0 a 9.</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a player of the same rank</source>
        <translation>hráč stejné třídy</translation>
    </message>
    <message>
        <source>A player&apos;s name (that player every game) or a rank like 9k (a new player of that rank each game)</source>
        <extracomment>&quot;rank&quot;: a kyu/dan rank such as 9k (keep &quot;9k&quot; as it is typed).</extracomment>
        <translation>Jméno hráče (každá partie proti němu) nebo třída jako 9k (každá partie proti novému hráči této třídy)</translation>
    </message>
    <message>
        <source>Handicap stones; the weaker player takes Black</source>
        <translation>Handicapové kameny; slabší hráč hraje černými</translation>
    </message>
    <message>
        <source>What if, against:</source>
        <translation>Co kdyby proti:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>Game:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Druh partie:</translation>
    </message>
</context>
<context>
    <name>WindowContext</name>
    <message>
        <source>Nothing was saved: correct the date, then save again.</source>
        <translation>Nic nebylo uloženo: opravte datum a uložte znovu.</translation>
    </message>
    <message>
        <source>Done: {what}. Ctrl+Z undoes it.</source>
        <extracomment>The status bar after a change; {what} is the undo command&apos;s name (&quot;Add player Sipho Dlamini&quot;).</extracomment>
        <translation>Hotovo: {what}. Ctrl+Z to vrátí.</translation>
    </message>
    <message>
        <source>This is dated {day}, after tomorrow. Games are entered once they are played, and an adjustment dated ahead would already show as the rank today. Is the date right (and this computer&apos;s clock)? Save it all the same?</source>
        <extracomment>Asked before a game or adjustment dated after tomorrow is saved; {day} is its date (&quot;Sunday 28 November 2027&quot;).</extracomment>
        <translation>Datum je {day}, tedy po zítřku. Partie se zadávají, až jsou odehrány, a úprava s budoucím datem by se už dnes ukázala jako výkonnostní třída. Je datum správné (a hodiny tohoto počítače)? Přesto uložit?</translation>
    </message>
    <message>
        <source>A date after tomorrow</source>
        <translation>Datum po zítřku</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Correct the date</source>
        <translation>Opravit datum</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Třída</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Poslední partie</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>V žebříčku</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Země</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stupeň</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <translation>Dřívější stupeň</translation>
    </message>
    <message>
        <source>EGD pin</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s number in the French federation&apos;s rating ladder (FFG), and his ID in the American one (AGA).</extracomment>
        <translation>licence FFG</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktivní</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>Třída černého</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>Třída bílého</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Piece handicap</source>
        <translation>Handicap (figury)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Třída před</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Před</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Po</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>Třída po</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Výchozí třída</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Výchozí rating</translation>
    </message>
    <message>
        <source>Starting index</source>
        <translation>Výchozí index</translation>
    </message>
    <message>
        <source>Starting grade</source>
        <translation>Výchozí stupeň</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The workbook&apos;s sheet names (at most 31 characters, none of : / \ ? * [ ]).</extracomment>
        <translation>Žebříček</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Úpravy</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): yes.</extracomment>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): no.</extracomment>
        <translation>ne</translation>
    </message>
    <message>
        <source>won</source>
        <extracomment>A workbook cell (History: Result): the player won the game.</extracomment>
        <translation>výhra</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>A workbook cell (History: Result): the player lost the game.</extracomment>
        <translation>prohra</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A workbook cell (History: Result): a drawn Go game (jigo).</extracomment>
        <translation>jigo</translation>
    </message>
</context>
<context>
    <name>_Reporter</name>
    <message numerus="yes">
        <source>%n error(s) so far; the log has each one.</source>
        <translation>
            <numerusform>Zatím %n chyba; všechny jsou v protokolu.</numerusform>
            <numerusform>Zatím %n chyby; všechny jsou v protokolu.</numerusform>
            <numerusform>Zatím %n chyb; všechny jsou v protokolu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Otevřít složku protokolu</translation>
    </message>
</context>
</TS>
