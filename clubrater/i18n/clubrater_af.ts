<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="af_ZA">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Set a player&apos;s rank or rating by hand from a date on.</extracomment>
        <translation>Pas {name} aan</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Pas aan</translation>
    </message>
    <message>
        <source>{name} is now {value} {label} at {rank}. An adjustment sets a new starting point from its date on; games after it are re-rated.</source>
        <extracomment>&quot;{name} is now 1850 GoR at 3k&quot;: {value} is a number, {label} the rating&apos;s name (GoR, Elo, index), {rank} the kyu/dan rank or shogi grade.</extracomment>
        <translation>{name} is nou {value} {label} op {rank}. &apos;n Aanpassing stel &apos;n nuwe beginpunt vanaf sy datum; spelle daarna word weer gegradeer.</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>&amp;Rang:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank, not a list position.</extracomment>
        <translation>&amp;Indeks:</translation>
    </message>
    <message>
        <source>&amp;{label}:</source>
        <extracomment>{label}: the rating&apos;s name (GoR or Elo), as a form label.</extracomment>
        <translation>&amp;{label}:</translation>
    </message>
    <message>
        <source>why, e.g. &quot;SAGA list of March&quot;</source>
        <extracomment>The SAGA is the South African Go Association; translate the example freely.</extracomment>
        <translation>hoekom, bv. &quot;SAGA-lys van Maart&quot;</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k or 2d.</source>
        <translation>&quot;{text}&quot; is nie &apos;n rang nie. Tik dit soos 12k of 2d.</translation>
    </message>
</context>
<context>
    <name>BackupMessages</name>
    <message>
        <source>ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; the club file is unchanged.</source>
        <translation>ClubRater kan nie in {folder} skryf nie (dit is leesalleen), dus is geen rugsteun van {file} gemaak nie; die klublêer is onveranderd.</translation>
    </message>
    <message>
        <source>no backup of {file} was taken (the club file is unchanged).</source>
        <translation>geen rugsteun van {file} is gemaak nie (die klublêer is onveranderd).</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>daily copy</source>
        <extracomment>Why a backup of the club file was taken (a column of File &gt; Restore a backup).</extracomment>
        <translation>daaglikse kopie</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>voor &apos;n opgradering</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>voor &apos;n herstel</translation>
    </message>
    <message>
        <source>damaged file (kept as found)</source>
        <translation>beskadigde lêer (gehou soos gevind)</translation>
    </message>
    <message>
        <source>taken by hand</source>
        <translation>met die hand gemaak</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>onleesbaar</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message>
        <source>{taken} ({reason}, {games})</source>
        <translation>{taken} ({reason}, {games})</translation>
    </message>
    <message>
        <source>The backup was not restored: {file} is open in a ClubRater window. Close it there first.</source>
        <translation>Die rugsteun is nie herstel nie: {file} is oop in &apos;n ClubRater-venster. Maak dit eers daar toe.</translation>
    </message>
    <message>
        <source>{file} is back as it was on {backup}.</source>
        <translation>{file} is terug soos dit op {backup} was.</translation>
    </message>
    <message>
        <source>The file it replaced is kept as {file}.</source>
        <translation>Die lêer wat dit vervang het, word as {file} gehou.</translation>
    </message>
    <message>
        <source>There are no backups of {file} yet.</source>
        <translation>Daar is nog geen rugsteun van {file} nie.</translation>
    </message>
    <message>
        <source>{file} is damaged, so ClubRater did not open it; nothing was written to it.</source>
        <translation>{file} is beskadig, dus het ClubRater dit nie oopgemaak nie; niks is daarin geskryf nie.</translation>
    </message>
    <message>
        <source>Damaged club file</source>
        <translation>Beskadigde klublêer</translation>
    </message>
    <message>
        <source>There is no good backup beside it.</source>
        <translation>Daar is geen goeie rugsteun langsaan nie.</translation>
    </message>
    <message>
        <source>Other copies are listed under File &gt; Restore backup.</source>
        <translation>Ander kopieë word onder Lêer &gt; Herstel &apos;n rugsteun gelys.</translation>
    </message>
    <message>
        <source>The newest good backup is from {backup}. Restore it?</source>
        <translation>Die nuutste goeie rugsteun is van {backup}. Herstel dit?</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Herstel hierdie rugsteun</translation>
    </message>
    <message>
        <source>Choose another…</source>
        <translation>Kies &apos;n ander…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Herstel rugsteun</translation>
    </message>
    <message>
        <source>The backup was not restored: {reason}</source>
        <translation>Die rugsteun is nie herstel nie: {reason}</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <extracomment>The calibration chart&apos;s horizontal axis.</extracomment>
        <translation>Voorspelde kans dat Swart wen</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>The calibration chart&apos;s vertical axis: how often Black really won, in percent.</extracomment>
        <translation>Swart het gewen</translation>
    </message>
    <message>
        <source>Point at a dot to see its games.</source>
        <translation>Wys na &apos;n kol om sy spelle te sien.</translation>
    </message>
    <message>
        <source>{games} games: predicted {predicted} on average, Black won {observed} (95% interval {low} to {high})</source>
        <extracomment>What a dot of the calibration chart holds: {games} games, predicted and observed shares.</extracomment>
        <translation>{games} spelle: gemiddeld {predicted} voorspel, Swart het {observed} gewen (95%-interval {low} tot {high})</translation>
    </message>
</context>
<context>
    <name>CatchupMessages</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n toernooi</numerusform>
            <numerusform>%n toernooie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n aanpassing</numerusform>
            <numerusform>%n aanpassings</numerusform>
        </translation>
    </message>
    <message>
        <source>{things} removed by {club}</source>
        <translation>{things} verwyder deur {club}</translation>
    </message>
    <message>
        <source>{things} from {club}</source>
        <translation>{things} van {club}</translation>
    </message>
</context>
<context>
    <name>CheckMessages</name>
    <message>
        <source>name</source>
        <comment>a field of a player</comment>
        <translation>naam</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a player</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>country</source>
        <comment>a field of a player</comment>
        <translation>land</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <comment>a field of a player</comment>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>grade</source>
        <comment>a field of a player: a shogi grade</comment>
        <translation>graad</translation>
    </message>
    <message>
        <source>note</source>
        <comment>a field of a game</comment>
        <translation>nota</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>toernooi se naam</translation>
    </message>
    <message>
        <source>place</source>
        <comment>a field of an event</comment>
        <translation>plek</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>klub se naam</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}; niks is verander nie.</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>die naam is leeg</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list (home club {club})</source>
        <translation>speler &quot;{name}&quot; is reeds in die spelerslys (tuisklub {club})</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list</source>
        <translation>speler &quot;{name}&quot; is reeds in die spelerslys</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; appears twice in the file</source>
        <translation>speler &quot;{name}&quot; kom twee keer in die lêer voor</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>speler &quot;{name}&quot; het geen rang nie</translation>
    </message>
    <message>
        <source>index {index} is not between -999 and +999</source>
        <translation>indeks {index} is nie tussen -999 en +999 nie</translation>
    </message>
    <message>
        <source>the black player is not in the player list</source>
        <translation>die speler met Swart is nie in die spelerslys nie</translation>
    </message>
    <message>
        <source>the white player is not in the player list</source>
        <translation>die speler met Wit is nie in die spelerslys nie</translation>
    </message>
    <message>
        <source>the same player is on both sides</source>
        <translation>dieselfde speler is aan albei kante</translation>
    </message>
    <message>
        <source>handicap {handicap} is not between 0 and 9</source>
        <translation>voorgee {handicap} is nie tussen 0 en 9 nie</translation>
    </message>
    <message>
        <source>the event does not exist</source>
        <translation>die toernooi bestaan nie</translation>
    </message>
    <message>
        <source>class &quot;{klass}&quot; is not A, B, C or D</source>
        <translation>klas &quot;{klass}&quot; is nie A, B, C of D nie</translation>
    </message>
    <message>
        <source>&quot;{pieces}&quot; is a shogi handicap, but this club plays Go</source>
        <translation>&quot;{pieces}&quot; is &apos;n shogi-voorgee, maar hierdie klub speel Go</translation>
    </message>
    <message>
        <source>a shogi game has no handicap stones ({stones}); give the handicap pieces instead</source>
        <translation>&apos;n shogi-spel het geen voorgeeklippe nie ({stones}); gee eerder die voorgeestukke</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>onbekende speler &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>same player on both sides</source>
        <translation>dieselfde speler aan albei kante</translation>
    </message>
    <message>
        <source>black player&apos;s name</source>
        <translation>naam van die speler met Swart</translation>
    </message>
    <message>
        <source>white player&apos;s name</source>
        <translation>naam van die speler met Wit</translation>
    </message>
    <message>
        <source>event</source>
        <comment>a field of a game</comment>
        <translation>toernooi</translation>
    </message>
    <message>
        <source>{names} and {more} more</source>
        <translation>{names} en {more} ander</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have none</source>
        <translation>
            <numerusform>%n speler het nie een nie</numerusform>
            <numerusform>%n spelers het nie een nie</numerusform>
        </translation>
    </message>
    <message>
        <source>1 player has none</source>
        <translation>1 speler het nie een nie</translation>
    </message>
    <message>
        <source>{system} needs every player&apos;s Go rank, and {lacking} ({shown}). Nothing was changed.</source>
        <translation>{system} het elke speler se Go-rang nodig, en {lacking} ({shown}). Niks is verander nie.</translation>
    </message>
    <message>
        <source>The player &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Die speler “{name}” in {source}: {problem}; niks is gestuur nie.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Die toernooi “{name}” in {source}: {problem}; niks is gestuur nie.</translation>
    </message>
    <message>
        <source>{what} in {source}: {problem}; nothing was pushed.</source>
        <translation>{what} in {source}: {problem}; niks is gestuur nie.</translation>
    </message>
</context>
<context>
    <name>ChecksumMessages</name>
    <message>
        <source>player</source>
        <translation>speler</translation>
    </message>
    <message>
        <source>event</source>
        <translation>toernooi</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>aanpassing</translation>
    </message>
    <message>
        <source>{record} {number} changed</source>
        <translation>{record} {number} verander</translation>
    </message>
    <message>
        <source>{record} {number} added</source>
        <translation>{record} {number} bygevoeg</translation>
    </message>
    <message>
        <source>{record} {number} deleted</source>
        <translation>{record} {number} geskrap</translation>
    </message>
    <message>
        <source>{record} {number} is gone but was stored</source>
        <translation>{record} {number} is weg, maar was gestoor</translation>
    </message>
    <message>
        <source>{record} {number} has no checksum</source>
        <translation>{record} {number} het geen kontrolesom nie</translation>
    </message>
    <message>
        <source>{record} {number} does not match its checksum</source>
        <translation>{record} {number} pas nie by sy kontrolesom nie</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>en {more} ander</translation>
    </message>
</context>
<context>
    <name>CleaningMessages</name>
    <message>
        <source>&quot;{name}&quot;: took out invisible characters ({characters})</source>
        <translation>&quot;{name}&quot;: onsigbare karakters verwyder ({characters})</translation>
    </message>
</context>
<context>
    <name>ClubFilter</name>
    <message>
        <source>Show the players of one member club (ratings stay the federation&apos;s)</source>
        <translation>Wys die spelers van een lidklub (graderings bly die federasie s&apos;n)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Alle klubs</translation>
    </message>
</context>
<context>
    <name>ClubLock</name>
    <message>
        <source>Club file in use</source>
        <translation>Klublêer in gebruik</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Maak leesalleen oop</translation>
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
        <translation>Bord</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>State</source>
        <comment>of a board</comment>
        <extracomment>Column: entered, result typed, paired by hand.</extracomment>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>why this pair</comment>
        <extracomment>Column: why these two play each other.</extracomment>
        <translation>Waarom</translation>
    </message>
</context>
<context>
    <name>ClubNightPage</name>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Type a name, Enter ticks it</source>
        <extracomment>Placeholder of the name box on the Club night page.</extracomment>
        <translation>Tik &apos;n naam, Enter merk dit</translation>
    </message>
    <message>
        <source>Add a newcomer…</source>
        <translation>Voeg &apos;n nuweling by…</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Ontmerk almal</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Pair with the bye</source>
        <translation>Teen die een wat uitsit</translation>
    </message>
    <message>
        <source>Fix this pair</source>
        <translation>Hou hierdie paar</translation>
    </message>
    <message>
        <source>Swap these two</source>
        <translation>Ruil hierdie twee</translation>
    </message>
    <message>
        <source>To the record sheet</source>
        <translation>Na die uitslagstaat</translation>
    </message>
    <message>
        <source>Print the sheet…</source>
        <translation>Druk die pare…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF…</source>
        <translation>Stoor die pare as PDF…</translation>
    </message>
    <message>
        <source>Forget this pairing</source>
        <translation>Vergeet hierdie paring</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <extracomment>Label of the date box of the Club night page.</extracomment>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Nights back</source>
        <extracomment>Label: how many club nights back repeat games are counted.</extracomment>
        <translation>&amp;Aande terug</translation>
    </message>
    <message>
        <source>Who is here</source>
        <extracomment>Heading of the list of players on the Club night page.</extracomment>
        <translation>Wie is hier</translation>
    </message>
    <message>
        <source>Tick who is here (Space ticks, the name box finds anybody else), then Pair (Ctrl+Enter): close in strength, not met lately, nobody sitting out twice. Select two players in the pairs to pair them by hand (Ctrl+Shift+F) or swap them (Ctrl+Shift+W). To the record sheet (Ctrl+Shift+T) fills tonight&apos;s sheet; type the winners there and save.</source>
        <translation>Merk wie hier is (Spasie merk, die naamblokkie vind enigiemand anders), dan Paar (Ctrl+Enter): naby in sterkte, nie onlangs teen mekaar gespeel nie, niemand sit twee keer uit nie. Kies twee spelers in die pare om hulle met die hand te paar (Ctrl+Shift+F) of om te ruil (Ctrl+Shift+W). Na die uitslagstaat (Ctrl+Shift+T) vul vanaand se staat in; tik net die wenners daar en stoor.</translation>
    </message>
    <message>
        <source>Bye: {name} sits out this round.</source>
        <extracomment>Under the pairs: who does not play this round.</extracomment>
        <translation>Uitsit: {name} speel nie hierdie ronde nie.</translation>
    </message>
    <message numerus="yes">
        <source>Bye: {name} sits out this round (%n bye(s) lately).</source>
        <translation>
            <numerusform>Uitsit: {name} speel nie hierdie ronde nie (onlangs %n keer uitgesit).</numerusform>
            <numerusform>Uitsit: {name} speel nie hierdie ronde nie (onlangs %n keer uitgesit).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired yet: press Pair (Ctrl+Enter).</source>
        <translation>Nog nie gepaar nie: druk Paar (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>entered</source>
        <extracomment>A board whose game is saved.</extracomment>
        <translation>ingevoer</translation>
    </message>
    <message>
        <source>result typed</source>
        <extracomment>A board whose result is typed on the record sheet (not saved yet).</extracomment>
        <translation>uitslag getik</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>met die hand</translation>
    </message>
    <message numerus="yes">
        <source>%n here</source>
        <extracomment>How many players are ticked as here tonight.</extracomment>
        <translation>
            <numerusform>%n hier</numerusform>
            <numerusform>%n hier</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name} as a newcomer…</source>
        <translation>Voeg {name} as nuweling by…</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair with the bye (Ctrl+Shift+Y) to play {bye}, or Pair (Ctrl+Enter) to pair the boards not started again.</source>
        <extracomment>A player ticked after the pairing was made.</extracomment>
        <translation>{name} het ná die paring gekom: Teen die een wat uitsit (Ctrl+Shift+Y) speel teen {bye}, of Paar (Ctrl+Enter) paar die borde wat nog nie begin het nie weer.</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair (Ctrl+Enter) pairs the boards not started again; boards with a result stay.</source>
        <translation>{name} het ná die paring gekom: Paar (Ctrl+Enter) paar die borde wat nog nie begin het nie weer; borde met &apos;n uitslag bly.</translation>
    </message>
    <message>
        <source>Tick at least two players first.</source>
        <translation>Merk eers ten minste twee spelers.</translation>
    </message>
    <message>
        <source>Pair round {round}</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Pair round 2&quot;).</extracomment>
        <translation>Paar ronde {round}</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n board(s). Ctrl+Z takes the pairing back.</source>
        <translation>
            <numerusform>Ronde {round}: %n bord. Ctrl+Z neem die paring terug.</numerusform>
            <numerusform>Ronde {round}: %n borde. Ctrl+Z neem die paring terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {name} with the bye</source>
        <extracomment>The undo command&apos;s name: a late arrival plays the player who sat out.</extracomment>
        <translation>Paar {name} teen die een wat uitsit</translation>
    </message>
    <message>
        <source>Pair two players by hand</source>
        <translation>Paar twee spelers met die hand</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Ruil twee spelers</translation>
    </message>
    <message>
        <source>Round {round}: press Pair (Ctrl+Enter) when everybody is here.</source>
        <translation>Ronde {round}: druk Paar (Ctrl+Enter) wanneer almal hier is.</translation>
    </message>
    <message>
        <source>Forget the pairing of round {round}</source>
        <extracomment>The undo command&apos;s name.</extracomment>
        <translation>Vergeet die paring van ronde {round}</translation>
    </message>
    <message>
        <source>Print preview: pairings of round {round}</source>
        <extracomment>Title of the print preview of the pairing sheet.</extracomment>
        <translation>Drukvoorskou: pare van ronde {round}</translation>
    </message>
    <message>
        <source>{club}, pairings {date} round {round}</source>
        <extracomment>Part of the suggested file name: &quot;Club, pairings 2025-03-14 round 1.pdf&quot;.</extracomment>
        <translation>{club}, pare {date} ronde {round}</translation>
    </message>
    <message>
        <source>Save the pairing sheet as PDF</source>
        <translation>Stoor die pare as PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved the pairing sheet (%n page(s)) as {file}.</source>
        <extracomment>{file}: where the PDF went.</extracomment>
        <translation>
            <numerusform>Pare (%n bladsy) gestoor as {file}.</numerusform>
            <numerusform>Pare (%n bladsye) gestoor as {file}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every board of round {round} is entered already.</source>
        <translation>Elke bord van ronde {round} is reeds ingevoer.</translation>
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
        <translation>Spelstatusfaktor (Game Status Factor, seed 001): hoe swaar die spel tel. Toernooi 1,5, klub 1, vriendskaplik 0,5, vry of onderrig 0 (&apos;n vry spel verander nie een van die spelers se indeks nie).</translation>
    </message>
    <message>
        <source>{value} before</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) before the game or event.</extracomment>
        <translation>{value} voor</translation>
    </message>
    <message>
        <source>{value} after</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) after the game or event.</extracomment>
        <translation>{value} na</translation>
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
        <translation>Vorige graad</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the standings</comment>
        <extracomment>Column title: the place in the standings.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>number of games</comment>
        <extracomment>Column title: how many games.</extracomment>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laas gespeel</translation>
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
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Wenner</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event the game belongs to.</extracomment>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Black ±</source>
        <extracomment>Column title: the change of Black&apos;s rating through this game.</extracomment>
        <translation>Swart ±</translation>
    </message>
    <message>
        <source>White ±</source>
        <extracomment>Column title: the change of White&apos;s rating through this game.</extracomment>
        <translation>Wit ±</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>Black or White</comment>
        <extracomment>Column title: the colour the player had (B or W).</extracomment>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>rating change</comment>
        <extracomment>Column title: the change of the rating through this game.</extracomment>
        <translation>Verandering</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Opmerkings</translation>
    </message>
    <message>
        <source>New index</source>
        <extracomment>Column title (SAGC): the player&apos;s index after the game.</extracomment>
        <translation>Nuwe indeks</translation>
    </message>
    <message>
        <source>New rank</source>
        <extracomment>Column title (SAGC): the player&apos;s kyu/dan rank after the game.</extracomment>
        <translation>Nuwe rang</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the opponent&apos;s kyu/dan grade.</extracomment>
        <translation>Graad</translation>
    </message>
    <message>
        <source>Grade after</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the player&apos;s kyu/dan grade after the game.</extracomment>
        <translation>Graad daarna</translation>
    </message>
    <message>
        <source>Rank after</source>
        <comment>kyu/dan rank</comment>
        <extracomment>Column title: the player&apos;s kyu/dan rank after the game or event.</extracomment>
        <translation>Rang daarna</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column title: the number of games won.</extracomment>
        <translation>Oorwinnings</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>first day</comment>
        <extracomment>Column title: the first day of the event.</extracomment>
        <translation>Begin</translation>
    </message>
    <message>
        <source>End</source>
        <comment>last day</comment>
        <extracomment>Column title: the last day of the event.</extracomment>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>location</comment>
        <extracomment>Column title: where the event was held (a town), not a placing.</extracomment>
        <translation>Plek</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class</comment>
        <extracomment>Column title: the EGF tournament class (A, B, C or D), not a school class.</extracomment>
        <translation>Klas</translation>
    </message>
    <message>
        <source>Rated</source>
        <extracomment>Column title: whether the event&apos;s games are rated (yes/no).</extracomment>
        <translation>Gegradeer</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the results</comment>
        <extracomment>Column title: the place in the event&apos;s results.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a federation database</source>
        <translation>Koppel aan &apos;n federasiedatabasis</translation>
    </message>
    <message>
        <source>Not needed when the server knows you (~/.pgpass)</source>
        <translation>Nie nodig as die bediener jou ken nie (~/.pgpass)</translation>
    </message>
    <message>
        <source>The password is used for this connection only; ClubRater never stores it.</source>
        <translation>Die wagwoord word net vir hierdie verbinding gebruik; ClubRater stoor dit nooit nie.</translation>
    </message>
    <message>
        <source>Server address (URL)</source>
        <translation>Bedieneradres (URL)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wagwoord</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Koppel</translation>
    </message>
    <message>
        <source>Type the federation server&apos;s address, for example postgresql://secretary@club.example.org:5432/federation.</source>
        <translation>Tik die federasiebediener se adres, byvoorbeeld postgresql://secretary@club.example.org:5432/federation.</translation>
    </message>
    <message>
        <source>That is not a PostgreSQL address: it begins with postgresql://. A club file is opened with File &gt; Open club file.</source>
        <translation>Dit is nie &apos;n PostgreSQL-adres nie: so &apos;n adres begin met postgresql://. &apos;n Klublêer word met Lêer &gt; Maak klublêer oop oopgemaak.</translation>
    </message>
</context>
<context>
    <name>DateMessages</name>
    <message>
        <source>January</source>
        <translation>Januarie</translation>
    </message>
    <message>
        <source>February</source>
        <translation>Februarie</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Maart</translation>
    </message>
    <message>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mei</translation>
    </message>
    <message>
        <source>June</source>
        <translation>Junie</translation>
    </message>
    <message>
        <source>July</source>
        <translation>Julie</translation>
    </message>
    <message>
        <source>August</source>
        <translation>Augustus</translation>
    </message>
    <message>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <translation>Desember</translation>
    </message>
    <message>
        <source>{text} does not exist: there is no month {month}</source>
        <translation>{text} bestaan nie: daar is geen maand {month} nie</translation>
    </message>
    <message>
        <source>{text} does not exist: {month} {year} has {days} days</source>
        <translation>{text} bestaan nie: {month} {year} het {days} dae</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>&quot;{text}&quot; is nie &apos;n datum nie (skryf dit as JJJJ-MM-DD, bv. 2025-03-14)</translation>
    </message>
    <message>
        <source>the date {day} is after tomorrow ({tomorrow})</source>
        <translation>die datum {day} is ná môre ({tomorrow})</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>e.g. 12k or 2d</source>
        <extracomment>Rank examples: 12 kyu and 2 dan, written as the club types them (&quot;12k&quot;, &quot;2d&quot; stay as they are).</extracomment>
        <translation>bv. 12k of 2d</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>Typing that was not saved</source>
        <translation>Getikte inskrywings wat nie gestoor is nie</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>Sit dit terug</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie nou nie</translation>
    </message>
    <message>
        <source>Throw away what was typed on {when}? If you keep it, ClubRater offers it again the next time this club is opened, unless new rows are typed before then.</source>
        <translation>Gooi weg wat op {when} getik is? As jy dit hou, bied ClubRater dit weer aan die volgende keer dat hierdie klub oopgemaak word, tensy nuwe rye voor dan getik word.</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>Gooi dit weg</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Hou dit vir later</translation>
    </message>
    <message>
        <source>Nothing is saved until you check it and save it.</source>
        <translation>Niks word gestoor voordat jy dit nagaan en stoor nie.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet and a game in Enter a game. Put what was typed back?</source>
        <translation>
            <numerusform>Nie gestoor toe ClubRater op {when} gestop het nie: %n getikte ry van die uitslagstaat en &apos;n spel in Voer &apos;n spel in. Sit terug wat getik is?</numerusform>
            <numerusform>Nie gestoor toe ClubRater op {when} gestop het nie: %n getikte rye van die uitslagstaat en &apos;n spel in Voer &apos;n spel in. Sit terug wat getik is?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet. Put them back in the record sheet?</source>
        <translation>
            <numerusform>Nie gestoor toe ClubRater op {when} gestop het nie: %n getikte ry van die uitslagstaat. Sit dit terug in die uitslagstaat?</numerusform>
            <numerusform>Nie gestoor toe ClubRater op {when} gestop het nie: %n getikte rye van die uitslagstaat. Sit hulle terug in die uitslagstaat?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved when ClubRater stopped on {when}: a game typed into Enter a game. Put it back in the form?</source>
        <translation>Nie gestoor toe ClubRater op {when} gestop het nie: &apos;n spel wat in Voer &apos;n spel in getik is. Sit dit terug in die vorm?</translation>
    </message>
</context>
<context>
    <name>DraftMessages</name>
    <message>
        <source>the draft is not JSON ({exc})</source>
        <translation>die konsep is nie JSON nie ({exc})</translation>
    </message>
    <message>
        <source>the file is not a ClubRater draft this version knows</source>
        <translation>die lêer is nie &apos;n ClubRater-konsep wat hierdie weergawe ken nie</translation>
    </message>
    <message>
        <source>the draft&apos;s rows are not rows of the record sheet</source>
        <translation>die konsep se rye is nie rye van die uitslagstaat nie</translation>
    </message>
    <message>
        <source>the draft&apos;s game form is not a set of boxes</source>
        <translation>die konsep se spelvorm is nie &apos;n stel blokkies nie</translation>
    </message>
    <message>
        <source>the draft is incomplete ({exc})</source>
        <translation>die konsep is onvolledig ({exc})</translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <source>Black won (B)</source>
        <translation>Swart het gewen (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Wit het gewen (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <extracomment>A drawn game (Go: jigo). Keep &quot;(J)&quot;: the secretary types B, W or J whatever the language.</extracomment>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. Handicap and komi follow the players&apos; ranks until you change them. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Tik elke spel soos dit op die uitslagstaat staan. Tab skuif na die volgende blokkie; Enter stoor die spel en maak die vorm skoon vir die volgende een. Voorgee en komi volg die spelers se range totdat jy hulle verander. Gebruik die uitslagstaat (Ctrl+3) vir &apos;n hele aand op een slag.</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. For a handicap game, White is the player who gives the pieces. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Tik elke spel soos dit op die uitslagstaat staan. Tab skuif na die volgende blokkie; Enter stoor die spel en maak die vorm skoon vir die volgende een. In &apos;n voorgeespel is Wit die speler wat die stukke afgee. Gebruik die uitslagstaat (Ctrl+3) vir &apos;n hele aand op een slag.</translation>
    </message>
    <message>
        <source>name, or type a rank like 12k</source>
        <translation>naam, of tik &apos;n rang soos 12k</translation>
    </message>
    <message>
        <source>name, or type a rank like 10k</source>
        <translation>naam, of tik &apos;n rang soos 10k</translation>
    </message>
    <message>
        <source>type B, W or J</source>
        <extracomment>Keep the letters B, W and J: they are what the secretary types in every language.</extracomment>
        <translation>tik B, W of J</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no event</comment>
        <extracomment>Placeholder of the event box: no event.</extracomment>
        <translation>geen</translation>
    </message>
    <message>
        <source>Save game (Enter)</source>
        <translation>Stoor spel (Enter)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>player</comment>
        <extracomment>The player who had Black.</extracomment>
        <translation>&amp;Swart</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <comment>player</comment>
        <extracomment>The player who had White.</extracomment>
        <translation>&amp;Wit</translation>
    </message>
    <message>
        <source>&amp;Handicap</source>
        <extracomment>Handicap stones (Go).</extracomment>
        <translation>&amp;Voorgee</translation>
    </message>
    <message>
        <source>&amp;Komi</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>&amp;Komi</translation>
    </message>
    <message>
        <source>Wi&amp;nner</source>
        <translation>We&amp;nner</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <comment>game type</comment>
        <extracomment>The game type: tournament, club, friendly or free.</extracomment>
        <translation>S&amp;oort</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the game belongs to.</extracomment>
        <translation>&amp;Toernooi</translation>
    </message>
    <message>
        <source>The last games entered</source>
        <translation>Die laaste spelle wat ingevoer is</translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last one back.</source>
        <translation>Ctrl+Z neem die laaste een terug.</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <comment>shogi handicap</comment>
        <extracomment>Shogi: the pieces the stronger player leaves off (駒落ち).</extracomment>
        <translation>St&amp;ukke</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message>
        <source>Who played Black? Type a name, or a rank to see the players of that rank.</source>
        <translation>Wie het met Swart gespeel? Tik &apos;n naam, of &apos;n rang om die spelers van daardie rang te sien.</translation>
    </message>
    <message>
        <source>Who played White? Type a name, or a rank to see the players of that rank.</source>
        <translation>Wie het met Wit gespeel? Tik &apos;n naam, of &apos;n rang om die spelers van daardie rang te sien.</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Check the spelling, or add {name} (Players &gt; Add player).</source>
        <translation>{name} is nie in die spelerslys nie. Kontroleer die spelling, of voeg {name} by (Spelers &gt; Voeg speler by).</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Dieselfde speler kan nie met Swart én Wit speel nie.</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <translation>Wie het gewen? Tik B vir Swart, W vir Wit of J vir jigo.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Choose one from the list, or leave it empty.</source>
        <translation>Daar is geen toernooi genaamd &quot;{event}&quot; nie. Kies een uit die lys, of laat dit leeg.</translation>
    </message>
    <message>
        <source>The date is back to tonight, {day}.</source>
        <translation>Die datum is terug na vanaand, {day}.</translation>
    </message>
    <message>
        <source>Not tonight&apos;s date ({day}): the game is saved on this date.</source>
        <translation>Nie vanaand se datum nie ({day}): die spel word op hierdie datum gestoor.</translation>
    </message>
    <message>
        <source>{black} (Black) beat {white}</source>
        <translation>{black} (Swart) het {white} geklop</translation>
    </message>
    <message>
        <source>{white} (White) beat {black}</source>
        <translation>{white} (Wit) het {black} geklop</translation>
    </message>
    <message>
        <source>{black} and {white} drew (jigo)</source>
        <extracomment>Both players&apos; names; jigo is the Go word for a draw.</extracomment>
        <translation>{black} en {white} het gelykop gespeel (jigo)</translation>
    </message>
    <message>
        <source>{black} against {white}</source>
        <translation>{black} teen {white}</translation>
    </message>
    <message>
        <source>Saved: {what}. The game is not rated.</source>
        <translation>Gestoor: {what}. Die spel is nie gegradeer nie.</translation>
    </message>
    <message>
        <source>Saved: {what}.  {black};  {white}.</source>
        <extracomment>{what} says who beat whom; {black} and {white} give each player&apos;s change and new rank.</extracomment>
        <translation>Gestoor: {what}.  {black};  {white}.</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>line {line}: {reason}</source>
        <translation>reël {line}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>en {more} ander</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {what} Free some space there and try again.</source>
        <translation>Die skyf met {folder} is vol: {what} Maak &apos;n bietjie plek daar en probeer weer.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>{message}

The log is {log}.</source>
        <translation>{message}

Die logboek is {log}.</translation>
    </message>
    <message>
        <source>ClubRater: unexpected error</source>
        <translation>ClubRater: onverwagte fout</translation>
    </message>
    <message>
        <source>Something went wrong ({error}). The window stays open.

Everything already saved is safe in the club file (each change is saved whole or not at all). If what you see looks out of date, close and reopen the club.

The details are in the log: {log}</source>
        <translation>Iets het skeefgeloop ({error}). Die venster bly oop.

Alles wat reeds gestoor is, is veilig in die klublêer (elke verandering word heeltemal of glad nie gestoor nie). As wat jy sien verouderd lyk, maak die klub toe en weer oop.

Die besonderhede is in die logboek: {log}</translation>
    </message>
</context>
<context>
    <name>EvaluateMessages</name>
    <message>
        <source>{system} was not evaluated.</source>
        <translation>{system} is nie geëvalueer nie.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction such as 0.25, not {value}.</source>
        <translation>Die opwarming is &apos;n breuk soos 0,25, nie {value} nie.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction from 0 up to (not including) 1, such as 0.25; not {value}: some games must be left to score.</source>
        <translation>Die opwarming is &apos;n breuk van 0 tot (maar nie) 1 nie, soos 0,25; nie {value} nie: daar moet spelle oorbly om te beoordeel.</translation>
    </message>
    <message>
        <source>--from {since} is after --to {until}: no game is between them.</source>
        <translation>--from {since} is ná --to {until}: daar is geen spel tussen hulle nie.</translation>
    </message>
    <message>
        <source>ClubRater cannot evaluate {system}: it knows how SAGC, EGF, EGF 2021 and FESA predict a game.</source>
        <translation>ClubRater kan {system} nie evalueer nie: dit weet hoe SAGC, EGF, EGF 2021 en FESA &apos;n spel voorspel.</translation>
    </message>
    <message>
        <source>No rating system can rate this club&apos;s games.</source>
        <translation>Geen graderingstelsel kan hierdie klub se spelle gradeer nie.</translation>
    </message>
    <message>
        <source>The evaluation is written as a PDF file; give a name ending in .pdf, not {file}.</source>
        <translation>Die evaluering word as &apos;n PDF-lêer geskryf; gee &apos;n naam wat op .pdf eindig, nie {file} nie.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s) between {first} and {last}, and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Niks om te evalueer nie: die klub het %n gegradeerde spel tussen {first} en {last}, en die opwarming van {warm} laat niks oor om te beoordeel nie.</numerusform>
            <numerusform>Niks om te evalueer nie: die klub het %n gegradeerde spelle tussen {first} en {last}, en die opwarming van {warm} laat niks oor om te beoordeel nie.</numerusform>
        </translation>
    </message>
    <message>
        <source>the first game</source>
        <translation>die eerste spel</translation>
    </message>
    <message>
        <source>the last</source>
        <comment>the last game</comment>
        <translation>die laaste</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s), and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Niks om te evalueer nie: die klub het %n gegradeerde spel, en die opwarming van {warm} laat niks oor om te beoordeel nie.</numerusform>
            <numerusform>Niks om te evalueer nie: die klub het %n gegradeerde spelle, en die opwarming van {warm} laat niks oor om te beoordeel nie.</numerusform>
        </translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and none of the {warm} was between players of different strength; choose a larger warm-up.</source>
        <translation>{system} is weggelaat: sy skaal word op die opwarmingspelle gepas, en nie een van die {warm} was tussen spelers van verskillende sterkte nie; kies &apos;n langer opwarming.</translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and there are none; choose a larger warm-up.</source>
        <translation>{system} is weggelaat: sy skaal word op die opwarmingspelle gepas, en daar is geen nie; kies &apos;n langer opwarming.</translation>
    </message>
    <message>
        <source>No rating system could be evaluated.</source>
        <translation>Geen graderingstelsel kon geëvalueer word nie.</translation>
    </message>
    <message>
        <source>The replay has no rating row for game {number}; nothing was evaluated.</source>
        <translation>Die herberekening het geen graderingsry vir spel {number} nie; niks is geëvalueer nie.</translation>
    </message>
</context>
<context>
    <name>EvaluatePage</name>
    <message>
        <source>Each rating system rates the club&apos;s games in order and predicts each game from the players&apos; ratings before it. The first games are a warm-up (rated, not scored). Lower log-loss and Brier score are better; a coin toss scores 0.693 and 0.250.</source>
        <translation>Elke graderingstelsel gradeer die klub se spelle in volgorde en voorspel elke spel uit die spelers se graderings daarvoor. Die eerste spelle is &apos;n opwarming (gegradeer, nie getel nie). Laer log-verlies en Brier-telling is beter; &apos;n muntgooi behaal 0,693 en 0,250.</translation>
    </message>
    <message>
        <source>The share of the games rated before scoring begins (rounded down)</source>
        <translation>Die deel van die spelle wat gegradeer word voordat die telling begin (afgerond na onder)</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>&amp;Opwarming</translation>
    </message>
    <message>
        <source>C&amp;hart of</source>
        <translation>&amp;Grafiek van</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Stoor as P&amp;DF…</translation>
    </message>
    <message>
        <source>The table and the chart on paper, in the club&apos;s printout language</source>
        <translation>Die tabel en die grafiek op papier, in die klub se druktaal</translation>
    </message>
    <message>
        <source>Per handicap</source>
        <extracomment>Tab: Black&apos;s share of the games per number of handicap stones.</extracomment>
        <translation>Per voorgee</translation>
    </message>
    <message>
        <source>Per rank gap after handicap</source>
        <extracomment>Tab: Black&apos;s share per difference in rank left after the handicap stones.</extracomment>
        <translation>Per rangverskil ná voorgee</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Voorgee: hoe dikwels Swart gewen het</translation>
    </message>
    <message>
        <source>Furthest above their expected score</source>
        <translation>Verste bo hul verwagte telling</translation>
    </message>
    <message>
        <source>Furthest below their expected score</source>
        <translation>Verste onder hul verwagte telling</translation>
    </message>
    <message>
        <source>Replaying the club&apos;s games…</source>
        <extracomment>The page&apos;s state while the systems replay the club&apos;s games.</extracomment>
        <translation>Die klub se spelle word oorgegradeer…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Stelsel</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-verlies</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>Brier-telling</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won.</extracomment>
        <translation>Gunsteling het gewen</translation>
    </message>
    <message>
        <source>Scale k</source>
        <translation>Skaal k</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>&apos;n Muntgooi (ter vergelyking)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) scored, from {first} to {last}</source>
        <extracomment>Under the table: the games scored and the warm-up left out.</extracomment>
        <translation>
            <numerusform>%n spel getel, van {first} tot {last}</numerusform>
            <numerusform>%n spelle getel, van {first} tot {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warm-up: the %n game(s) before them</source>
        <translation>
            <numerusform>opwarming: die %n spel daarvoor</numerusform>
            <numerusform>opwarming: die %n spelle daarvoor</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Swart het gewen</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95%-interval</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n klip voorgee</numerusform>
            <numerusform>%n klippe voorgee</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>geen voorgee</translation>
    </message>
    <message>
        <source>Rank gap</source>
        <extracomment>Column: the rank difference left after the handicap (White&apos;s strength minus Black&apos;s, minus the stones).</extracomment>
        <translation>Rangverskil</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Oorwinnings</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Verwag</translation>
    </message>
    <message>
        <source>z</source>
        <comment>standard score</comment>
        <extracomment>Column: z, the wins above expectation in standard deviations.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Enter or double-click opens the player</source>
        <translation>Enter of dubbelklik maak die speler oop</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Geen stelsel het die klub beter voorspel as &apos;n muntgooi nie.</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <extracomment>{gap} and {coin} are differences of log-loss, e.g. 0.008.</extracomment>
        <translation>{best} het die klub die beste voorspel: sy log-verlies is {gap} laer as dié van {next}, en {coin} laer as dié van &apos;n muntgooi.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>Die log-verlies van {best} is {coin} laer as dié van &apos;n muntgooi.</translation>
    </message>
    <message>
        <source>No scored game had a handicap.</source>
        <translation>Geen getelde spel het voorgee gehad nie.</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Die voorgee het Swart bevoordeel.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Die voorgee het Wit bevoordeel.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Die voorgee het geen kant duidelik bevoordeel nie.</translation>
    </message>
    <message numerus="yes">
        <source>Black won {share} of the %n game(s) with a handicap (95% interval {low} to {high}).</source>
        <translation>
            <numerusform>Swart het {share} van die %n spel met voorgee gewen (95%-interval {low} tot {high}).</numerusform>
            <numerusform>Swart het {share} van die %n spelle met voorgee gewen (95%-interval {low} tot {high}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save how well the ratings predict as PDF</source>
        <translation>Stoor hoe goed die graderings voorspel as PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Stoor as PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Gestoor (%n bladsy) as {file}.</numerusform>
            <numerusform>Gestoor (%n bladsye) as {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <translation>Voorspelde kans dat Swart wen</translation>
    </message>
    <message>
        <source>How often Black won</source>
        <translation>Hoe dikwels Swart gewen het</translation>
    </message>
    <message>
        <source>Each dot: the games whose prediction fell in one tenth (0-10%, 10-20%, ...), at their mean prediction, against how often Black really won them (a jigo half). Larger dots hold more games.</source>
        <translation>Elke kol: die spelle waarvan die voorspelling in dieselfde tiende geval het (0-10%, 10-20%, ...), by hul gemiddelde voorspelling, teenoor hoe dikwels Swart hulle werklik gewen het (&apos;n jigo tel half). Groter kolle bevat meer spelle.</translation>
    </message>
    <message>
        <source>Each bar: the 95% interval of that share; a bar that crosses the dashed diagonal agrees with the predictions.</source>
        <translation>Elke staaf: die 95%-interval van daardie deel; &apos;n staaf wat die gestreepte hoeklyn kruis, stem ooreen met die voorspellings.</translation>
    </message>
    <message>
        <source>A dot below the diagonal: Black won less often than predicted; above it: more often.</source>
        <translation>&apos;n Kol onder die hoeklyn: Swart het minder dikwels gewen as voorspel; daarbo: meer dikwels.</translation>
    </message>
    <message>
        <source>How well the ratings predict</source>
        <translation>Hoe goed die graderings voorspel</translation>
    </message>
    <message>
        <source>from {first} to {last}</source>
        <translation>van {first} tot {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Each system rated the club&apos;s games in order and predicted each game from the players&apos; ratings before it. Scored: {games} {span}. The first {warm_up} ({share} of them) were a warm-up: rated, not scored.</source>
        <translation>Elke stelsel het die klub se spelle in volgorde gegradeer en elke spel voorspel uit die spelers se graderings daarvoor. Getel: {games} {span}. Die eerste {warm_up} ({share} van almal) was &apos;n opwarming: gegradeer, nie getel nie.</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>&apos;n Muntgooi (ter vergelyking)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Stelsel</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <extracomment>Column: log-loss, the mean of -ln(probability given to what happened); lower is better.</extracomment>
        <translation>Log-verlies</translation>
    </message>
    <message>
        <source>Brier score</source>
        <extracomment>Column: the Brier score, the mean squared difference between prediction and result.</extracomment>
        <translation>Brier-telling</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won the game.</extracomment>
        <translation>Gunsteling het gewen</translation>
    </message>
    <message>
        <source>Scale k</source>
        <extracomment>Column: SAGC&apos;s fitted logistic scale k (per rank).</extracomment>
        <translation>Skaal k</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <translation>{best} het die klub die beste voorspel: sy log-verlies is {gap} laer as dié van {next}, en {coin} laer as dié van &apos;n muntgooi.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>Die log-verlies van {best} is {coin} laer as dié van &apos;n muntgooi.</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Geen stelsel het die klub beter voorspel as &apos;n muntgooi nie.</translation>
    </message>
    <message>
        <source>Log-loss: the mean of -ln of the chance given to what happened (lower is better; a coin toss scores {coin}). Brier score: the mean squared distance between the prediction and the result (lower is better; a coin toss scores {quarter}). Favourite won: how often the player the system favoured won (a jigo counts half). Scale k: SAGC has no probability of its own; it is given one by a logistic curve in the rank difference whose steepness k is fitted on the warm-up games.</source>
        <translation>Log-verlies: die gemiddelde van −ln van die kans wat gegee is aan wat gebeur het (laer is beter; &apos;n muntgooi behaal {coin}). Brier-telling: die gemiddelde van die gekwadreerde verskil tussen die voorspelling en die uitslag (laer is beter; &apos;n muntgooi behaal {quarter}). Gunsteling het gewen: hoe dikwels die speler wat die stelsel bevoordeel het, gewen het (&apos;n jigo tel half). Skaal k: SAGC het geen eie waarskynlikheid nie; dit kry een deur &apos;n logistiese kurwe in die rangverskil, waarvan die steilte k op die opwarmingspelle gepas word.</translation>
    </message>
    <message>
        <source>Calibration: {system}</source>
        <translation>Kalibrasie: {system}</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Voorgee: hoe dikwels Swart gewen het</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Die voorgee het Swart bevoordeel.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Die voorgee het Wit bevoordeel.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Die voorgee het geen kant duidelik bevoordeel nie.</translation>
    </message>
    <message>
        <source>Black won {share} of the {games} with a handicap (95% interval {low} to {high}).</source>
        <translation>Swart het {share} van die {games} met voorgee gewen (95%-interval {low} tot {high}).</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n klip voorgee</numerusform>
            <numerusform>%n klippe voorgee</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>geen voorgee</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones of the games in this row.</extracomment>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>Column: Black&apos;s share of these games (a jigo half).</extracomment>
        <translation>Swart het gewen</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Column: the 95% Wilson interval of Black&apos;s share.</extracomment>
        <translation>95%-interval</translation>
    </message>
    <message>
        <source>Furthest above their expected score ({system})</source>
        <translation>Verste bo hul verwagte telling ({system})</translation>
    </message>
    <message>
        <source>Furthest below their expected score ({system})</source>
        <translation>Verste onder hul verwagte telling ({system})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: the games the player won, a jigo half.</extracomment>
        <translation>Oorwinnings</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column: the wins the system&apos;s predictions expected of the player.</extracomment>
        <translation>Verwag</translation>
    </message>
    <message>
        <source>z</source>
        <comment>column: standard score</comment>
        <extracomment>Column: z, how many standard deviations the player&apos;s wins are above his expected wins.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Wins count a jigo as half; expected wins add up the chances the system gave the player; z is their difference in standard deviations (beyond 2 it is seldom chance).</source>
        <translation>Oorwinnings tel &apos;n jigo as half; verwagte oorwinnings tel die kanse op wat die stelsel die speler gegee het; z is hul verskil in standaardafwykings (bo 2 is dit selde toeval).</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Gedruk deur ClubRater.</translation>
    </message>
    <message>
        <source>{club}: how well the ratings predict</source>
        <translation>{club}: hoe goed die graderings voorspel</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Change an event</source>
        <translation>Verander &apos;n toernooi</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Stoor</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Voeg &apos;n toernooi by</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Voeg toernooi by</translation>
    </message>
    <message>
        <source>e.g. Winter Open 2025</source>
        <extracomment>An example tournament name; translate freely.</extracomment>
        <translation>bv. Winter-Ope 2025</translation>
    </message>
    <message>
        <source>Rated (untick for fast games or a simultaneous)</source>
        <extracomment>A simultaneous: one strong player against several at once (a &quot;simul&quot;).</extracomment>
        <translation>Gegradeer (verwyder die merkie vir snelspel of &apos;n simultaanvertoning)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Begin:</translation>
    </message>
    <message>
        <source>E&amp;nds:</source>
        <translation>&amp;Eindig:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <comment>venue</comment>
        <extracomment>Where the event was held (a town or venue), not a standing in the results.</extracomment>
        <translation>&amp;Plek:</translation>
    </message>
    <message>
        <source>EGF &amp;class:</source>
        <comment>EGF tournament class A-D</comment>
        <extracomment>The EGF&apos;s tournament class (A, B, C, D), which weighs its games; not a school class.</extracomment>
        <translation>EGF-&amp;klas:</translation>
    </message>
    <message>
        <source>Please give the event a name.</source>
        <translation>Gee asseblief die toernooi &apos;n naam.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Daar is reeds &apos;n toernooi genaamd &quot;{name}&quot;.</translation>
    </message>
    <message>
        <source>The event cannot end before it starts.</source>
        <translation>Die toernooi kan nie eindig voordat dit begin nie.</translation>
    </message>
</context>
<context>
    <name>EventMessages</name>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Daar is geen toernooi nommer {number} nie.</translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation>&apos;n Toernooi het &apos;n naam nodig.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Daar is reeds &apos;n toernooi genaamd &quot;{name}&quot;.</translation>
    </message>
    <message>
        <source>Class &quot;{klass}&quot; is not A, B, C or D.</source>
        <translation>Klas &quot;{klass}&quot; is nie A, B, C of D nie.</translation>
    </message>
    <message>
        <source>An event&apos;s number and entry order cannot be changed.</source>
        <translation>&apos;n Toernooi se nommer en invoervolgorde kan nie verander word nie.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; still has games; delete or move them first.</source>
        <translation>&quot;{name}&quot; het nog spelle; skrap of skuif hulle eers.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already there.</source>
        <translation>Die toernooi &quot;{name}&quot; is reeds daar.</translation>
    </message>
</context>
<context>
    <name>EventOperations</name>
    <message>
        <source>A new event?</source>
        <translation>&apos;n Nuwe toernooi?</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot;. Add it?</source>
        <translation>Daar is geen toernooi genaamd &quot;{name}&quot; nie. Voeg dit by?</translation>
    </message>
    <message>
        <source>Add the event…</source>
        <translation>Voeg die toernooi by…</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Skrap</translation>
    </message>
    <message>
        <source>Delete the event &quot;{name}&quot;? Ctrl+Z brings it back.</source>
        <translation>Skrap die toernooi &quot;{name}&quot;? Ctrl+Z bring dit terug.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Hou</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>Choose an event to see its results</source>
        <translation>Kies &apos;n toernooi om sy uitslae te sien</translation>
    </message>
    <message>
        <source>Show the games of this event</source>
        <translation>Wys die spelle van hierdie toernooi</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n toernooi</numerusform>
            <numerusform>%n toernooie</numerusform>
        </translation>
    </message>
    <message>
        <source>{event} (not rated)</source>
        <translation>{event} (nie gegradeer nie)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>{event}: {players} on {day}</source>
        <extracomment>An event&apos;s results: &quot;{event}: 12 players on 4 March 2024&quot;.</extracomment>
        <translation>{event}: {players} op {day}</translation>
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
        <translation>Daar is geen vouer {folder} om {name} in te skryf nie.</translation>
    </message>
    <message>
        <source>Wrote {file}: {players} players, {games} games, {rows} history rows.</source>
        <translation>{file} geskryf: {players} spelers, {games} spelle, {rows} geskiedenisrye.</translation>
    </message>
    <message>
        <source>Wrote {file}: {games} games.</source>
        <translation>{file} geskryf: {games} spelle.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>geen</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Daar is geen toernooi genaamd &quot;{name}&quot; nie (die jongstes is {known}).</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games to write.</source>
        <translation>Die toernooi &quot;{name}&quot; het geen spelle om te skryf nie.</translation>
    </message>
    <message>
        <source>Wrote {file}: {event}, {players} players, {games} games.</source>
        <translation>{file} geskryf: {event}, {players} spelers, {games} spelle.</translation>
    </message>
    <message>
        <source>--club is for the workbook (FILE.xlsx) and the games file (FILE.csv): an event table is whole.</source>
        <translation>--club is vir die werkboek (LÊER.xlsx) en die spellêer (LÊER.csv): &apos;n toernooitabel is altyd volledig.</translation>
    </message>
    <message>
        <source>export writes FILE.xlsx (the club workbook), FILE.csv (the games) or `h9 EVENT FILE` (one event as an EGD table); it was given {given!r}.</source>
        <translation>export skryf LÊER.xlsx (die klubwerkboek), LÊER.csv (die spelle) of `h9 TOERNOOI LÊER` (&apos;n toernooi as &apos;n EGD-tabel); dit het {given!r} gekry.</translation>
    </message>
</context>
<context>
    <name>Federation</name>
    <message>
        <source>Connecting to {where}…</source>
        <translation>Koppel aan {where}…</translation>
    </message>
    <message>
        <source>Push a club file into the federation</source>
        <translation>Stuur &apos;n klublêer na die federasie</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Klublêers (*.sqlite *.db);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>Comparing {file} with the federation…</source>
        <translation>Vergelyk {file} met die federasie…</translation>
    </message>
    <message>
        <source>Pushing {file}…</source>
        <translation>Stuur {file}…</translation>
    </message>
    <message>
        <source>Pull a club file</source>
        <translation>Haal &apos;n klublêer</translation>
    </message>
    <message>
        <source>The club file&apos;s own club:</source>
        <translation>Die klublêer se eie klub:</translation>
    </message>
    <message>
        <source>Pull a club file from the federation</source>
        <translation>Haal &apos;n klublêer van die federasie af</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Klublêers (*.sqlite)</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Skryf {file}…</translation>
    </message>
    <message>
        <source>Push a club file</source>
        <translation>Stuur &apos;n klublêer</translation>
    </message>
    <message>
        <source>Enter its games for the member club:</source>
        <translation>Voer sy spelle in vir die lidklub:</translation>
    </message>
    <message>
        <source>Players of:</source>
        <translation>Spelers van:</translation>
    </message>
</context>
<context>
    <name>FederationMessages</name>
    <message>
        <source>There is no member club number {number}.</source>
        <translation>Daar is geen lidklub nommer {number} nie.</translation>
    </message>
    <message>
        <source>none yet</source>
        <comment>no member clubs</comment>
        <translation>nog geen</translation>
    </message>
    <message>
        <source>There is no member club &quot;{name}&quot; (the clubs: {names}).</source>
        <translation>Daar is geen lidklub &quot;{name}&quot; nie (die klubs: {names}).</translation>
    </message>
    <message>
        <source>Only the federation officer enters for another club; you enter for {club}.</source>
        <translation>Net die federasiebeampte voer vir &apos;n ander klub in; u voer vir {club} in.</translation>
    </message>
    <message>
        <source>no club</source>
        <translation>geen klub</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Daar is geen speler nommer {number} nie.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Daar is geen spel nommer {number} nie.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Daar is geen toernooi nommer {number} nie.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Daar is geen aanpassing nommer {number} nie.</translation>
    </message>
    <message>
        <source>A player of {club}; only its secretary or the federation officer can change him.</source>
        <translation>&apos;n Speler van {club}; net sy sekretaris of die federasiebeampte kan hom verander.</translation>
    </message>
    <message>
        <source>Entered by {club}; only its secretary or the federation officer can change it.</source>
        <translation>Ingevoer deur {club}; net sy sekretaris of die federasiebeampte kan dit verander.</translation>
    </message>
    <message>
        <source>your club</source>
        <translation>jou klub</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>speler {number}</translation>
    </message>
    <message>
        <source>Neither {black} nor {white} plays for {club}, and the game is in no event {club} entered: only their clubs&apos; secretaries or the federation officer can enter it.</source>
        <translation>Nóg {black} nóg {white} speel vir {club}, en die spel is in geen toernooi wat {club} ingevoer het nie: net hulle klubs se sekretarisse of die federasiebeampte kan dit invoer.</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Niks is verander nie.</translation>
    </message>
    <message>
        <source>The federation officer adds a player for a member club: choose the club first (--for-club NAME on the command line, the club picker in the window).</source>
        <translation>Die federasiebeampte voeg &apos;n speler vir &apos;n lidklub by: kies eers die klub (--for-club NAAM op die opdragreël, die klubkieser in die venster).</translation>
    </message>
    <message>
        <source>The connection to the federation database was lost; other secretaries&apos; changes will show after reconnecting.</source>
        <translation>Die verbinding met die federasiedatabasis is verloor; ander sekretarisse se veranderinge sal wys nadat weer gekoppel is.</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>The file could not be used: {reason} ({file}).</source>
        <translation>Die lêer kon nie gebruik word nie: {reason} ({file}).</translation>
    </message>
    <message>
        <source>The file could not be used: {reason}.</source>
        <translation>Die lêer kon nie gebruik word nie: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong that ClubRater did not expect, and nothing was changed. Your club file is safe. If it happens again, please send the log file to whoever looks after ClubRater.</source>
        <translation>Iets het skeefgeloop wat ClubRater nie verwag het nie, en niks is verander nie. Jou klublêer is veilig. As dit weer gebeur, stuur asseblief die logboeklêer aan wie ook al na ClubRater omsien.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Vouer:</translation>
    </message>
</context>
<context>
    <name>FesaExport</name>
    <message>
        <source>FESA tournament files</source>
        <extracomment>FESA: the Federation of European Shogi Associations; tournament files are sent to its rating officer.</extracomment>
        <translation>FESA-toernooilêers</translation>
    </message>
    <message>
        <source>Export the FESA Elo list</source>
        <translation>Voer die FESA-Elo-lys uit</translation>
    </message>
    <message>
        <source>FESA Elo list (*.txt);;All files (*)</source>
        <translation>FESA-Elo-lys (*.txt);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>FESA list</source>
        <translation>FESA-lys</translation>
    </message>
    <message>
        <source>The club has no event with games to send.</source>
        <translation>Die klub het geen toernooi met spelle om te stuur nie.</translation>
    </message>
    <message>
        <source>Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament whose files are sent to FESA.</extracomment>
        <translation>Toernooi:</translation>
    </message>
    <message>
        <source>Folder for turnering.txt and nye-spillere</source>
        <extracomment>turnering.txt and nye-spillere are file names of the FESA rating program: keep them.</extracomment>
        <translation>Vouer vir turnering.txt en nye-spillere</translation>
    </message>
</context>
<context>
    <name>FesaExportMessages</name>
    <message>
        <source>The FESA program&apos;s files are for a shogi club rated with FESA Elo; this club uses {system}.</source>
        <translation>Die FESA-program se lêers is vir &apos;n shogiklub met FESA-Elo; hierdie klub gebruik {system}.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>Daar is geen vouer {folder} om {name} in te skryf nie.</translation>
    </message>
    <message>
        <source> (in UTF-8: a name has letters ISO-8859-1 cannot hold)</source>
        <translation> (in UTF-8: &apos;n naam het letters wat ISO-8859-1 nie kan hou nie)</translation>
    </message>
    <message>
        <source>Wrote {file}: the Elo list for {date}, {players} players{note}.</source>
        <translation>{file} geskryf: die Elo-lys vir {date}, {players} spelers{note}.</translation>
    </message>
    <message>
        <source>Wrote {file}: the FESA program&apos;s rating list, {players} players{note}.</source>
        <translation>{file} geskryf: die FESA-program se graderingslys, {players} spelers{note}.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>geen</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Daar is geen toernooi genaamd &quot;{name}&quot; nie (die jongstes is {known}).</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write turnering.txt and nye-spillere in.</source>
        <translation>Daar is geen vouer {folder} om turnering.txt en nye-spillere in te skryf nie.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games with a result to write.</source>
        <translation>Die toernooi &quot;{name}&quot; het geen spelle met &apos;n uitslag om te skryf nie.</translation>
    </message>
    <message>
        <source>Wrote {tournament} ({event}: {players} players, {games} games) and {newcomers} ({new} players new to FESA){note}.</source>
        <translation>{tournament} ({event}: {players} spelers, {games} spelle) en {newcomers} ({new} spelers nuut by FESA){note} geskryf.</translation>
    </message>
    <message>
        <source>export {kind} takes {usage}; it was given {given!r}.</source>
        <translation>export {kind} verwag {usage}; dit het {given!r} gekry.</translation>
    </message>
</context>
<context>
    <name>FesaMessages</name>
    <message>
        <source>{file} cannot be read:</source>
        <translation>{file} kan nie gelees word nie:</translation>
    </message>
    <message>
        <source>a #| comment is never closed</source>
        <translation>&apos;n #|-kommentaar word nooit gesluit nie</translation>
    </message>
    <message>
        <source>a &quot;)&quot; closes nothing</source>
        <translation>&apos;n &quot;)&quot; sluit niks nie</translation>
    </message>
    <message>
        <source>the file ends after a quote</source>
        <translation>die lêer eindig na &apos;n aanhalingsteken</translation>
    </message>
    <message>
        <source>a #S( structure has no name</source>
        <translation>&apos;n #S(-struktuur het geen naam nie</translation>
    </message>
    <message>
        <source>the {structure} structure has a key without a value</source>
        <translation>die {structure}-struktuur het &apos;n sleutel sonder &apos;n waarde</translation>
    </message>
    <message>
        <source>the {structure} structure has {key!r} where a :KEY should be</source>
        <translation>die {structure}-struktuur het {key!r} waar &apos;n :SLEUTEL moet wees</translation>
    </message>
    <message>
        <source>the file ends inside a #\ character</source>
        <translation>die lêer eindig binne &apos;n #\-karakter</translation>
    </message>
    <message>
        <source>&quot;#{text}&quot; is not something a FESA file holds</source>
        <translation>&quot;#{text}&quot; is nie iets wat &apos;n FESA-lêer bevat nie</translation>
    </message>
    <message>
        <source>a &quot;(&quot; opened here is never closed</source>
        <translation>&apos;n &quot;(&quot; wat hier oopgemaak is, word nooit gesluit nie</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>&apos;n string wat hier begin, word nooit gesluit nie</translation>
    </message>
    <message>
        <source>&quot;{token}&quot; divides by zero</source>
        <translation>&quot;{token}&quot; deel deur nul</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die lêer is leeg</translation>
    </message>
    <message>
        <source>the file is not a list of players</source>
        <translation>die lêer is nie &apos;n lys van spelers nie</translation>
    </message>
    <message>
        <source>{item} is not a #S(PLAYER ...)</source>
        <translation>{item} is nie &apos;n #S(PLAYER ...) nie</translation>
    </message>
    <message>
        <source>the player has no last name</source>
        <translation>die speler het geen van nie</translation>
    </message>
    <message>
        <source>{who}: the first name {first} is not a string</source>
        <translation>{who}: die voornaam {first} is nie &apos;n string nie</translation>
    </message>
    <message>
        <source>{who}: ELO-NUMBER {rating} is not a rating</source>
        <translation>{who}: ELO-NUMBER {rating} is nie &apos;n gradering nie</translation>
    </message>
    <message>
        <source>{who}: {game} in GAMES is not (opponent&apos;s rating, result, weight)</source>
        <translation>{who}: {game} in GAMES is nie (opponent se gradering, uitslag, gewig) nie</translation>
    </message>
    <message>
        <source>{who}: GAMES {games} is neither a count nor a list of games</source>
        <translation>{who}: GAMES {games} is nie &apos;n getal of &apos;n lys van spelle nie</translation>
    </message>
    <message>
        <source>{who}: LB-COUNT {value} is not (:LB count flag)</source>
        <translation>{who}: LB-COUNT {value} is nie (:LB getal vlag) nie</translation>
    </message>
    <message>
        <source>{who}: MP-COUNT {value} is not (:MP count)</source>
        <translation>{who}: MP-COUNT {value} is nie (:MP getal) nie</translation>
    </message>
    <message>
        <source>{who}: BONUS-COUNT {value} is not a count</source>
        <translation>{who}: BONUS-COUNT {value} is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>{who}: {level_key} {level} {name_key} {name} is not a grade</source>
        <translation>{who}: {level_key} {level} {name_key} {name} is nie &apos;n graad nie</translation>
    </message>
    <message>
        <source>{who}: &quot;{level} {name}&quot; is not a shogi grade</source>
        <translation>{who}: &quot;{level} {name}&quot; is nie &apos;n shogigraad nie</translation>
    </message>
    <message>
        <source>entry {number} is not (last first nationalities level grade ...)</source>
        <translation>inskrywing {number} is nie (van voornaam nasionaliteite vlak graad ...) nie</translation>
    </message>
    <message>
        <source>no [tournament name] and [date] at the top</source>
        <translation>geen [toernooinaam] en [datum] bo-aan nie</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (YYYY-MM-DD)</source>
        <translation>&quot;{text}&quot; is nie &apos;n datum (JJJJ-MM-DD) nie</translation>
    </message>
    <message>
        <source>a result line after the table had ended</source>
        <translation>&apos;n uitslagreël nadat die tabel geëindig het</translation>
    </message>
    <message>
        <source>no result lines (the first must be place 1)</source>
        <translation>geen uitslagreëls nie (die eerste moet plek 1 wees)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is already listed on line {first}</source>
        <translation>&quot;{name}&quot; is reeds op reël {first} gelys</translation>
    </message>
    <message>
        <source>a player line needs [last name] [first name] [results]</source>
        <translation>&apos;n spelerreël het [van] [voornaam] [uitslae] nodig</translation>
    </message>
    <message>
        <source>the last name is empty</source>
        <translation>die van is leeg</translation>
    </message>
    <message>
        <source>{name} gives a simultaneous exhibition: ClubRater does not rate those</source>
        <translation>{name} gee &apos;n simultaanvertoning: ClubRater gradeer dit nie</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a result like 3+, 4- or 2=</source>
        <translation>&quot;{text}&quot; is nie &apos;n uitslag soos 3+, 4- of 2= nie</translation>
    </message>
    <message>
        <source>{name} has {results} results where the table has {rounds} rounds</source>
        <translation>{name} het {results} uitslae waar die tabel {rounds} rondes het</translation>
    </message>
    <message>
        <source>round {round}: there is no opponent {opponent}</source>
        <translation>ronde {round}: daar is geen opponent {opponent} nie</translation>
    </message>
    <message>
        <source>round {round}: {name} played {opponent}, whose line says otherwise</source>
        <translation>ronde {round}: {name} het teen {opponent} gespeel, wie se reël iets anders sê</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} do not share one point</source>
        <translation>ronde {round}: {name} en {opponent} deel nie een punt nie</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} disagree about the handicap</source>
        <translation>ronde {round}: {name} en {opponent} verskil oor die voorgee</translation>
    </message>
    <message>
        <source>{folder} is not a folder of the FESA rating program.</source>
        <translation>{folder} is nie &apos;n vouer van die FESA-graderingsprogram nie.</translation>
    </message>
    <message>
        <source>{folder} has no {list}: it is not a folder of the FESA rating program.</source>
        <translation>{folder} het geen {list} nie: dit is nie &apos;n vouer van die FESA-graderingsprogram nie.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is in {list} twice</source>
        <translation>&quot;{name}&quot; is twee keer in {list}</translation>
    </message>
    <message>
        <source>{name} has played on {date}, after this tournament</source>
        <translation>{name} het op {date} gespeel, ná hierdie toernooi</translation>
    </message>
    <message>
        <source>The event name &quot;{name}&quot; has a bracket or a line break, which turnering.txt cannot hold.</source>
        <translation>Die toernooinaam &quot;{name}&quot; het &apos;n hakie of &apos;n reëlbreuk, wat turnering.txt nie kan hou nie.</translation>
    </message>
    <message>
        <source>turnering.txt cannot hold a bracket or a line break in a name: {shown}.</source>
        <translation>turnering.txt kan nie &apos;n hakie of &apos;n reëlbreuk in &apos;n naam hou nie: {shown}.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>it came out empty</source>
        <translation>dit het leeg uitgekom</translation>
    </message>
    <message>
        <source>the PDF came out incomplete</source>
        <translation>die PDF het onvolledig uitgekom</translation>
    </message>
    <message>
        <source>the workbook came out without its parts</source>
        <translation>die werkboek het sonder sy dele uitgekom</translation>
    </message>
    <message>
        <source>the workbook part {part} came out damaged</source>
        <translation>die werkboekdeel {part} het beskadig uitgekom</translation>
    </message>
    <message>
        <source>the workbook came out unreadable ({reason})</source>
        <translation>die werkboek het onleesbaar uitgekom ({reason})</translation>
    </message>
    <message>
        <source>{file} was not written; {unchanged}</source>
        <translation>{file} is nie geskryf nie; {unchanged}</translation>
    </message>
    <message>
        <source>ClubRater cannot write {file} in {folder} (it is read-only); {unchanged}</source>
        <translation>ClubRater kan nie {file} in {folder} skryf nie (dit is leesalleen); {unchanged}</translation>
    </message>
    <message>
        <source>{file} could not be written ({reason}); {unchanged}</source>
        <translation>{file} kon nie geskryf word nie ({reason}); {unchanged}</translation>
    </message>
    <message>
        <source>the file that was there is unchanged.</source>
        <translation>die lêer wat daar was, is onveranderd.</translation>
    </message>
    <message>
        <source>nothing was written.</source>
        <translation>niks is geskryf nie.</translation>
    </message>
    <message>
        <source>{file} was not written ({problem}); {unchanged}</source>
        <translation>{file} is nie geskryf nie ({problem}); {unchanged}</translation>
    </message>
    <message>
        <source>{file} was not written: {problem}; {unchanged}</source>
        <translation>{file} is nie geskryf nie: {problem}; {unchanged}</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {file} in.</source>
        <translation>Daar is geen vouer {folder} om {file} in te skryf nie.</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes were written</source>
        <translation>net {written} van {size} grepe is geskryf</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>Black won (B)</source>
        <extracomment>The winner of a Go game; B, W and J are the letters typed on the record sheet (jigo: a draw). Keep the letters.</extracomment>
        <translation>Swart het gewen (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Wit het gewen (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Change a game</source>
        <translation>Verander &apos;n spel</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Stoor</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Swart:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Wit:</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>&amp;Voorgee:</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <extracomment>Komi: the points White receives in Go (keep the Go term where the club uses it).</extracomment>
        <translation>&amp;Komi:</translation>
    </message>
    <message>
        <source>W&amp;inner:</source>
        <translation>We&amp;nner:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game: tournament, club, friendly or free.</extracomment>
        <translation>S&amp;oort:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament or other event the game was played at.</extracomment>
        <translation>&amp;Toernooi:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>Not&amp;a:</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} is nie in die spelerslys nie.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Dieselfde speler kan nie met Swart én Wit speel nie.</translation>
    </message>
</context>
<context>
    <name>GameMessages</name>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Daar is geen spel nommer {number} nie.</translation>
    </message>
    <message>
        <source>The record sheet was not saved:</source>
        <translation>Die uitslagstaat is nie gestoor nie:</translation>
    </message>
    <message>
        <source>game {number}: {problem}</source>
        <translation>spel {number}: {problem}</translation>
    </message>
</context>
<context>
    <name>GameOperations</name>
    <message>
        <source>Delete the game {black} – {white} of {date}? Every later rating is worked out again; Ctrl+Z brings it back.</source>
        <translation>Skrap die spel {black} – {white} van {date}? Elke latere gradering word weer uitgewerk; Ctrl+Z bring dit terug.</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n game(s)? Every later rating is worked out again; Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Skrap hierdie %n spel? Elke latere gradering word weer uitgewerk; Ctrl+Z bring dit terug.</numerusform>
            <numerusform>Skrap hierdie %n spelle? Elke latere gradering word weer uitgewerk; Ctrl+Z bring hulle terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Skrap</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Hou</translation>
    </message>
</context>
<context>
    <name>GameTypes</name>
    <message>
        <source>tournament</source>
        <extracomment>Game type: a game of a rated tournament (counts 1.5 in SAGC).</extracomment>
        <translation>toernooi</translation>
    </message>
    <message>
        <source>club</source>
        <extracomment>Game type: an ordinary game on a club night.</extracomment>
        <translation>klub</translation>
    </message>
    <message>
        <source>friendly</source>
        <extracomment>Game type: a friendly or internet game (counts half).</extracomment>
        <translation>vriendskaplik</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>Game type: a free or teaching game (rates nobody).</extracomment>
        <translation>vry</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>game type</comment>
        <extracomment>A kind of game; SAGC weighs ratings by it (tournament 1.5, club 1.0, friendly 0.5, free 0.0).</extracomment>
        <translation>toernooi</translation>
    </message>
    <message>
        <source>club</source>
        <comment>game type: an ordinary club-night game</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>friendly</source>
        <comment>game type</comment>
        <translation>vriendskaplik</translation>
    </message>
    <message>
        <source>free</source>
        <comment>game type: a teaching game, not rated</comment>
        <extracomment>A free (teaching) game: played at the club but never rated.</extracomment>
        <translation>vry</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>B</source>
        <comment>winner: Black</comment>
        <extracomment>Winner column: Black won (one letter or character for &quot;Black&quot;).</extracomment>
        <translation>Swart</translation>
    </message>
    <message>
        <source>W</source>
        <comment>winner: White</comment>
        <extracomment>Winner column: White won (one letter or character for &quot;White&quot;).</extracomment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Jigo</source>
        <comment>winner: a draw</comment>
        <extracomment>Winner column: a drawn Go game (jigo); shogi draws too.</extracomment>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>No result: shown, not rated</source>
        <translation>Geen uitslag: gewys, nie gegradeer nie</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>&amp;From</source>
        <comment>date</comment>
        <extracomment>Filter: games from this date on.</extracomment>
        <translation>&amp;Van</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <comment>date</comment>
        <extracomment>Filter: games up to this date.</extracomment>
        <translation>&amp;Tot</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>enige speler</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Wys alles</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Speler</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <comment>tournament</comment>
        <extracomment>Filter label: the tournament or event.</extracomment>
        <translation>T&amp;oernooi</translation>
    </message>
    <message>
        <source>All events and club games</source>
        <translation>Alle toernooie en klubspelle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln spel</numerusform>
            <numerusform>%Ln spelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <extracomment>{shown} games match the filters out of %Ln in the club.</extracomment>
        <translation>
            <numerusform>{shown} van %Ln spel</numerusform>
            <numerusform>{shown} van %Ln spelle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GradeMessages</name>
    <message>
        <source>&quot;{text}&quot; is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).</source>
        <translation>&quot;{text}&quot; is nie &apos;n shogigraad nie (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; ook 3級, 初段).</translation>
    </message>
    <message>
        <source>{grade} has no line in the FESA grade table.</source>
        <translation>{grade} het geen reël in die FESA-graadtabel nie.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a shogi handicap FESA rates ({known}).</source>
        <translation>&quot;{text}&quot; is nie &apos;n shogi-voorgee wat FESA gradeer nie ({known}).</translation>
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
        <translation>&lt;h3&gt;&apos;n Aand se spelle invoer&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Druk &lt;b&gt;Ctrl+3&lt;/b&gt; (Spelle &amp;gt; Uitslagstaat). Stel bo-aan die datum van die klubaand.&lt;/li&gt;
&lt;li&gt;Tik elke spel op sy eie ry, in die volgorde van die papierstaat: &lt;b&gt;Swart&lt;/b&gt;, &lt;b&gt;Wit&lt;/b&gt;, dan die
wenner: &lt;b&gt;B&lt;/b&gt;, &lt;b&gt;W&lt;/b&gt; of &lt;b&gt;J&lt;/b&gt; (jigo). Tab of Enter skuif na die volgende blokkie.&lt;/li&gt;
&lt;li&gt;Name word voltooi terwyl jy tik; as jy &apos;n rang soos &lt;b&gt;12k&lt;/b&gt; tik, word die spelers van daardie rang gelys.&lt;/li&gt;
&lt;li&gt;Voorgee en komi word (grys) uit die range ingevul; tik daaroor as die spel anders gespeel is.&lt;/li&gt;
&lt;li&gt;Die laaste kolom sê of die ry gereed is. As &apos;n speler nuut is, druk &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; om die speler by te voeg.&lt;/li&gt;
&lt;li&gt;Druk &lt;b&gt;Ctrl+S&lt;/b&gt; om die hele staat te stoor. &lt;b&gt;Ctrl+Z&lt;/b&gt; neem dit terug, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; sit dit terug.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Vir &apos;n enkele spel maak &lt;b&gt;Ctrl+2&lt;/b&gt; &apos;n vorm oop waar Enter die spel stoor en die vorm skoonmaak.&lt;/p&gt;
&lt;p&gt;Dubbelklik op &apos;n speler in die ranglys om die speler se uitslagstaat en geskiedenisgrafiek te sien.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to enter games</source>
        <translation>Hoe om spelle in te voer</translation>
    </message>
    <message>
        <source>About ClubRater</source>
        <translation>Oor ClubRater</translation>
    </message>
    <message>
        <source>ClubRater {version}
Ratings for Go and shogi clubs: SAGC rank and index, EGF GoR, FESA Elo.
MIT licence.</source>
        <translation>ClubRater {version}
Graderings vir Go- en shogiklubs: SAGC-rang en -indeks, EGF GoR, FESA Elo.
MIT-lisensie.</translation>
    </message>
</context>
<context>
    <name>H9Messages</name>
    <message>
        <source>The EGD tournament table cannot be read: it has no player lines.</source>
        <translation>Die EGD-toernooitabel kan nie gelees word nie: dit het geen spelerreëls nie.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be read:</source>
        <translation>Die EGD-toernooitabel kan nie gelees word nie:</translation>
    </message>
    <message>
        <source>class CL[{value}] is not A, B, C or D</source>
        <translation>klas CL[{value}] is nie A, B, C of D nie</translation>
    </message>
    <message>
        <source>dates DT[{value}] are not dates like DT[2020-08-30,2020-08-31]</source>
        <translation>datums DT[{value}] is nie datums soos DT[2020-08-30,2020-08-31] nie</translation>
    </message>
    <message>
        <source>DT[{value}] ends before it starts</source>
        <translation>DT[{value}] eindig voordat dit begin</translation>
    </message>
    <message>
        <source>handicap rule HA[{value}] is not like HA[h0] .. HA[h9]</source>
        <translation>voorgeereël HA[{value}] is nie soos HA[h0] .. HA[h9] nie</translation>
    </message>
    <message>
        <source>komi KM[{value}] is not a number</source>
        <translation>komi KM[{value}] is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>EGD PIN &quot;|{pin}&quot; is not a number</source>
        <translation>EGD-PIN &quot;|{pin}&quot; is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>place 0 is not a place (0 means no opponent)</source>
        <translation>plek 0 is nie &apos;n plek nie (0 beteken geen opponent)</translation>
    </message>
    <message>
        <source>round {round}: result &quot;{token}&quot; {problem}</source>
        <translation>ronde {round}: uitslag &quot;{token}&quot; {problem}</translation>
    </message>
    <message>
        <source>no rank, country and club after the name (like: 1 Surname Given 3k FR Club 2+/b0 ...)</source>
        <translation>geen rang, land en klub ná die naam nie (soos: 1 Van Voornaam 3k FR Club 2+/b0 ...)</translation>
    </message>
    <message>
        <source>is not like 12+/w3, 7-/b, 3=, 0+, 0- or 0=</source>
        <translation>is nie soos 12+/w3, 7-/b, 3=, 0+, 0- of 0= nie</translation>
    </message>
    <message>
        <source>is not a free round like 0+, 0- or 0=</source>
        <translation>is nie &apos;n vrye ronde soos 0+, 0- of 0= nie</translation>
    </message>
    <message>
        <source>place {place} is already used on line {line}</source>
        <translation>plek {place} is reeds op reël {line} gebruik</translation>
    </message>
    <message>
        <source>{results}, but the table has {rounds} (as on line {line})</source>
        <translation>{results}, maar die tabel het {rounds} (soos op reël {line})</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n uitslag</numerusform>
            <numerusform>%n uitslae</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round}: &quot;{token}&quot;</source>
        <translation>ronde {round}: &quot;{token}&quot;</translation>
    </message>
    <message>
        <source>{entry} is a game against the player himself</source>
        <translation>{entry} is &apos;n spel teen die speler self</translation>
    </message>
    <message>
        <source>{entry}: there is no player with place {opponent}</source>
        <translation>{entry}: daar is geen speler op plek {opponent} nie</translation>
    </message>
    <message>
        <source>{entry}, but place {place} (line {line}) has &quot;{token}&quot; in round {round}</source>
        <translation>{entry}, maar plek {place} (reël {line}) het &quot;{token}&quot; in ronde {round}</translation>
    </message>
    <message>
        <source>results</source>
        <translation>uitslae</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>kleure</translation>
    </message>
    <message>
        <source>handicaps</source>
        <translation>voorgeë</translation>
    </message>
    <message>
        <source>by-default marks</source>
        <translation>verstekmerke</translation>
    </message>
    <message>
        <source>{entry} against place {place}, whose round {round} is &quot;{token}&quot; (line {line}): the {what} do not match</source>
        <translation>{entry} teen plek {place}, wie se ronde {round} &quot;{token}&quot; is (reël {line}): die {what} stem nie ooreen nie</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>no EV[] tag naming the event</source>
        <translation>geen EV[]-etiket wat die toernooi noem nie</translation>
    </message>
    <message>
        <source>no DT[start,end] tag, so its games have no date</source>
        <translation>geen DT[begin,einde]-etiket nie, dus het sy spelle geen datum nie</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>geen spelers nie</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has the same name as line {line}</source>
        <translation>&quot;{name}&quot; het dieselfde naam as reël {line}</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported: it has {what}.</source>
        <translation>Die EGD-toernooitabel kan nie ingevoer word nie: dit het {what}.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported:</source>
        <translation>Die EGD-toernooitabel kan nie ingevoer word nie:</translation>
    </message>
    <message>
        <source>player {number} has no name</source>
        <translation>speler {number} het geen naam nie</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>speler &quot;{name}&quot; het geen rang nie</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is listed twice among the players</source>
        <translation>&quot;{name}&quot; is twee keer onder die spelers gelys</translation>
    </message>
    <message>
        <source>handicap {handicap} is not 0..{most}</source>
        <translation>voorgee {handicap} is nie 0..{most} nie</translation>
    </message>
    <message>
        <source>The event cannot be written as an EGD table:</source>
        <translation>Die toernooi kan nie as &apos;n EGD-tabel geskryf word nie:</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has two games in round {round}</source>
        <translation>&quot;{name}&quot; het twee spelle in ronde {round}</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>&quot;{who}&quot; is not among the event&apos;s players</source>
        <translation>&quot;{who}&quot; is nie onder die toernooi se spelers nie</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; plays against himself</source>
        <translation>&quot;{name}&quot; speel teen homself</translation>
    </message>
    <message>
        <source>round {round} is not a round number</source>
        <translation>ronde {round} is nie &apos;n rondenommer nie</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Point at a dot to see the game.</source>
        <translation>Wys na &apos;n kolletjie om die spel te sien.</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Nog geen gegradeerde spelle nie</translation>
    </message>
    <message>
        <source>Choose a player to see their rank and index over time.</source>
        <extracomment>SAGC: the rank (kyu/dan) and the index within it, drawn over time.</extracomment>
        <translation>Kies &apos;n speler om die rang en indeks oor tyd te sien.</translation>
    </message>
    <message>
        <source>Choose a player to see their {value} over time.</source>
        <extracomment>{value} is the rating&apos;s name: GoR, Elo or rating.</extracomment>
        <translation>Kies &apos;n speler om die {value} oor tyd te sien.</translation>
    </message>
    <message>
        <source>Rank and index</source>
        <extracomment>The chart&apos;s vertical axis (SAGC): kyu/dan rank, with the index within each rank.</extracomment>
        <translation>Rang en indeks</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Players or games (*.xlsx *.xlsm *.csv);;Excel workbooks (*.xlsx *.xlsm);;CSV files (*.csv);;All files (*)</source>
        <translation>Spelers of spelle (*.xlsx *.xlsm *.csv);;Excel-werkboeke (*.xlsx *.xlsm);;CSV-lêers (*.csv);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Daar is geen lêer {path} nie.</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>sheet of the workbook</comment>
        <extracomment>The sheet of a workbook (or the kind of CSV file) a problem row is on: Players, Games or Adjustments.</extracomment>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>sheet of the workbook</comment>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <comment>sheet of the workbook</comment>
        <translation>Aanpassings</translation>
    </message>
    <message>
        <source>Import players or games</source>
        <translation>Voer spelers of spelle in</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lees {file}…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Voer in</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Voer {file} in…</translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>{problem} (did you mean &quot;{guess}&quot;?)</source>
        <translation>{problem} (bedoel u &quot;{guess}&quot;?)</translation>
    </message>
    <message>
        <source>&quot;{kind}&quot; is not something ClubRater imports (players, games, h9, fesa).</source>
        <translation>&quot;{kind}&quot; is nie iets wat ClubRater invoer nie (players, games, h9, fesa).</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored. Problems:</source>
        <translation>{file} is nie ingevoer nie; niks is gestoor nie. Probleme:</translation>
    </message>
    <message>
        <source>There is no file {file}.</source>
        <translation>Daar is geen lêer {file} nie.</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>onbekende speler &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already in the club with its games; nothing was imported. Delete its games first to import the table again.</source>
        <translation>Die toernooi &quot;{name}&quot; is reeds met sy spelle in die klub; niks is ingevoer nie. Skrap eers sy spelle om die tabel weer in te voer.</translation>
    </message>
    <message>
        <source>The file was not imported; nothing was stored. Problems:</source>
        <translation>Die lêer is nie ingevoer nie; niks is gestoor nie. Probleme:</translation>
    </message>
    <message>
        <source>adjustment: unknown player &quot;{player}&quot;</source>
        <translation>aanpassing: onbekende speler &quot;{player}&quot;</translation>
    </message>
    <message>
        <source>adjustment: it sets no rank, index or rating</source>
        <translation>aanpassing: dit stel geen rang, indeks of gradering nie</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>aanpassing: {problem}</translation>
    </message>
    <message>
        <source>neither {black} nor {white} plays for your club and the game is in no event your club entered; a secretary enters only his own club&apos;s games</source>
        <translation>nóg {black} nóg {white} speel vir jou klub, en die spel is in geen toernooi wat jou klub ingevoer het nie; &apos;n sekretaris voer net sy eie klub se spelle in</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import {file}</source>
        <translation>Voer {file} in</translation>
    </message>
    <message>
        <source>Sheet</source>
        <comment>workbook sheet</comment>
        <extracomment>Columns of the problem list: the workbook sheet, the line number in the file, what is wrong.</extracomment>
        <translation>Blad</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>line of the file</comment>
        <translation>Reël</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Probleme (%n)</numerusform>
            <numerusform>Probleme (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on the way in</source>
        <translation>Verander op pad in</translation>
    </message>
    <message numerus="yes">
        <source>Changed (%n)</source>
        <translation>
            <numerusform>Verander (%n)</numerusform>
            <numerusform>Verander (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column: the player&apos;s kyu/dan rank (or shogi grade), not a position.</extracomment>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>kyu/dan rank</comment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>the player&apos;s home club</comment>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Nuwe spelers (%n)</numerusform>
            <numerusform>Nuwe spelers (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Columns of the new events: name, first day, EGF tournament class (A-D).</extracomment>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class A-D</comment>
        <translation>Klas</translation>
    </message>
    <message numerus="yes">
        <source>New events (%n)</source>
        <translation>
            <numerusform>Nuwe toernooie (%n)</numerusform>
            <numerusform>Nuwe toernooie (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the club</source>
        <extracomment>Marks a game of the file that the club already has (it is not imported again).</extracomment>
        <translation>reeds in die klub</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Columns of the games: Result is the winner&apos;s letter (B, W, J for jigo); Type the kind of game.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>winner of a game</comment>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Handicap</source>
        <comment>Go handicap stones</comment>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>kind of game</comment>
        <translation>Soort</translation>
    </message>
    <message>
        <source>In the club</source>
        <comment>is the game already stored</comment>
        <translation>In die klub</translation>
    </message>
    <message numerus="yes">
        <source>Games (%n)</source>
        <translation>
            <numerusform>Spelle (%n)</numerusform>
            <numerusform>Spelle (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Voer in</translation>
    </message>
    <message numerus="yes">
        <source>Import only the %n new game(s)</source>
        <translation>
            <numerusform>Voer net die %n nuwe spel in</numerusform>
            <numerusform>Voer net die %n nuwe spelle in</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nuwe speler</numerusform>
            <numerusform>%n nuwe spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nuwe toernooi</numerusform>
            <numerusform>%n nuwe toernooie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank adjustment(s)</source>
        <extracomment>Set by hand: a player&apos;s kyu/dan rank (and index or rating) from a date on.</extracomment>
        <translation>
            <numerusform>%n rangaanpassing</numerusform>
            <numerusform>%n rangaanpassings</numerusform>
        </translation>
    </message>
    <message>
        <source>{players}, {events}, {games} and {adjustments}</source>
        <translation>{players}, {events}, {games} en {adjustments}</translation>
    </message>
    <message>
        <source>{players}, {events} and {games}</source>
        <translation>{players}, {events} en {games}</translation>
    </message>
    <message numerus="yes">
        <source>{file} cannot be imported: it has %n problem(s), listed below. Nothing has been stored. Correct the file and import it again (it would add {adds}).</source>
        <translation>
            <numerusform>{file} kan nie ingevoer word nie: dit het %n probleem, hieronder gelys. Niks is gestoor nie. Korrigeer die lêer en voer dit weer in (dit sou {adds} byvoeg).</numerusform>
            <numerusform>{file} kan nie ingevoer word nie: dit het %n probleme, hieronder gelys. Niks is gestoor nie. Korrigeer die lêer en voer dit weer in (dit sou {adds} byvoeg).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} adds nothing new to the club: the club already has its %n game(s).</source>
        <translation>
            <numerusform>{file} voeg niks nuuts by die klub nie: die klub het reeds sy %n spel.</numerusform>
            <numerusform>{file} voeg niks nuuts by die klub nie: die klub het reeds sy %n spelle.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} adds nothing new to the club.</source>
        <translation>{file} voeg niks nuuts by die klub nie.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) or note(s) lost invisible characters that would show text backwards or hide it (listed under Changed).</source>
        <translation>
            <numerusform>%n naam of nota het onsigbare karakters verloor wat teks agterstevoor sou wys of dit sou versteek (gelys onder Verander).</numerusform>
            <numerusform>%n name of notas het onsigbare karakters verloor wat teks agterstevoor sou wys of dit sou versteek (gelys onder Verander).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out, because the club already has them: %n game(s) (marked under Games).</source>
        <extracomment>Some games of the file are stored already (marked in the Games tab); only the others are imported.</extracomment>
        <translation>
            <numerusform>Weggelaat omdat die klub dit reeds het: %n spel (gemerk onder Spelle).</numerusform>
            <numerusform>Weggelaat omdat die klub hulle reeds het: %n spelle (gemerk onder Spelle).</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {file} adds {adds}.{changed} Nothing is stored until you press Import.</source>
        <translation>As {file} ingevoer word, voeg dit {adds} by.{changed} Niks word gestoor voordat jy Voer in druk nie.</translation>
    </message>
</context>
<context>
    <name>ImportedMessages</name>
    <message>
        <source>{games} games</source>
        <translation>{games} spelle</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} spelers</translation>
    </message>
    <message>
        <source>{file} was already imported on {when:%Y-%m-%d %H:%M} ({what}); nothing was stored. Importing it again would put its games in twice; use --again to do so anyway.</source>
        <translation>{file} is reeds op {when:%Y-%m-%d %H:%M} ingevoer ({what}); niks is gestoor nie. Om dit weer in te voer sou sy spelle twee keer insit; gebruik --again om dit tog te doen.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As this computer ({language})</source>
        <translation>Soos hierdie rekenaar ({language})</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>T&amp;aal</translation>
    </message>
</context>
<context>
    <name>ListFileMessages</name>
    <message>
        <source>the EGD world list (allworld_lp.html, .txt or .zip), the FFG ladder (ech_ffg_V3.txt) or the AGA list (TDListA.txt)</source>
        <translation>die EGD-wêreldlys (allworld_lp.html, .txt of .zip), die FFG-leer (ech_ffg_V3.txt) of die AGA-lys (TDListA.txt)</translation>
    </message>
    <message>
        <source>{length} bytes long, shorter than an EGD player line (81)</source>
        <translation>{length} grepe lank, korter as &apos;n EGD-spelerreël (81)</translation>
    </message>
    <message>
        <source>grade &quot;{text}&quot; is not a grade like 12k, 3d or 1p</source>
        <translation>graad &quot;{text}&quot; is nie &apos;n graad soos 12k, 3d of 1p nie</translation>
    </message>
    <message>
        <source>promotion/demotion &quot;{text}&quot; is neither a grade nor --</source>
        <translation>bevordering/degradering &quot;{text}&quot; is nie &apos;n graad of -- nie</translation>
    </message>
    <message>
        <source>GoR &quot;{text}&quot; is not a whole number</source>
        <translation>GoR &quot;{text}&quot; is nie &apos;n heelgetal nie</translation>
    </message>
    <message>
        <source>number of tournaments &quot;{text}&quot; is not a whole number</source>
        <translation>aantal toernooie &quot;{text}&quot; is nie &apos;n heelgetal nie</translation>
    </message>
    <message>
        <source>country &quot;{text}&quot; is not two letters</source>
        <translation>land &quot;{text}&quot; is nie twee letters nie</translation>
    </message>
    <message>
        <source>{file} has no player lines of the EGD list.</source>
        <translation>{file} het geen spelerreëls van die EGD-lys nie.</translation>
    </message>
    <message>
        <source>The file has no player lines of the EGD list.</source>
        <translation>Die lêer het geen spelerreëls van die EGD-lys nie.</translation>
    </message>
    <message>
        <source>{name} is cut short: the EGD list&apos;s last line (Number of players) is missing; nothing was loaded.</source>
        <translation>{name} is afgesny: die EGD-lys se laaste reël (Number of players) ontbreek; niks is gelaai nie.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the EGD list&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} reëls pas nie by die EGD-lys se uitleg nie; niks is gelaai nie:</translation>
    </message>
    <message>
        <source>{name} says it holds {declared} players but has {players} player lines; it is cut short or damaged, and nothing was loaded.</source>
        <translation>{name} sê dit bevat {declared} spelers, maar het {players} spelerreëls; dit is afgesny of beskadig, en niks is gelaai nie.</translation>
    </message>
    <message>
        <source>{length} bytes long; an FFG ladder line is 61 (58 in older ladders)</source>
        <translation>{length} grepe lank; &apos;n FFG-leerreël is 61 (58 in ouer lere)</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a whole number</source>
        <translation>gradering &quot;{text}&quot; is nie &apos;n heelgetal nie</translation>
    </message>
    <message>
        <source>{name} does not start with the FFG ladder&apos;s line #Echelle au DD/MM/YYYY.</source>
        <translation>{name} begin nie met die FFG-leer se reël #Echelle au DD/MM/YYYY nie.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the FFG ladder&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} reëls pas nie by die FFG-leer se uitleg nie; niks is gelaai nie:</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date like 12/31/2019</source>
        <translation>&quot;{text}&quot; is nie &apos;n datum soos 12/31/2019 nie</translation>
    </message>
    <message>
        <source>{count} tab-separated fields; the AGA list has 9</source>
        <translation>{count} velde geskei deur tabs; die AGA-lys het 9</translation>
    </message>
    <message>
        <source>AGA ID &quot;{text}&quot; is not a number</source>
        <translation>AGA-ID &quot;{text}&quot; is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a number</source>
        <translation>gradering &quot;{text}&quot; is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>sigma &quot;{text}&quot; is not a number</source>
        <translation>sigma &quot;{text}&quot; is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>expiry {problem}</source>
        <translation>vervaldatum {problem}</translation>
    </message>
    <message>
        <source>rating date {problem}</source>
        <translation>graderingsdatum {problem}</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the AGA list&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} reëls pas nie by die AGA-lys se uitleg nie; niks is gelaai nie:</translation>
    </message>
    <message>
        <source>{name} is a zip without the one list inside that the EGD&apos;s zip holds.</source>
        <translation>{name} is &apos;n zip sonder die een lys wat die EGD se zip bevat.</translation>
    </message>
    <message>
        <source>{name} holds a file of {size} bytes: far too big for a list.</source>
        <translation>{name} bevat &apos;n lêer van {size} grepe: heeltemal te groot vir &apos;n lys.</translation>
    </message>
    <message>
        <source>{name} is a damaged zip file ({reason}).</source>
        <translation>{name} is &apos;n beskadigde zip-lêer ({reason}).</translation>
    </message>
    <message>
        <source>{name} is the {found}, not the {wanted}.</source>
        <translation>{name} is die {found}, nie die {wanted} nie.</translation>
    </message>
    <message>
        <source>{name} is none of the lists ClubRater reads: {lists}.</source>
        <translation>{name} is geen van die lyste wat ClubRater lees nie: {lists}.</translation>
    </message>
    <message>
        <source>{name}: {count} entries hold names ClubRater does not store; nothing was loaded:</source>
        <translation>{name}: {count} inskrywings bevat name wat ClubRater nie stoor nie; niks is gelaai nie:</translation>
    </message>
    <message>
        <source>surname</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>van</translation>
    </message>
    <message>
        <source>first name</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>voornaam</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>{name} is {size} bytes: far too big for a rating list.</source>
        <translation>{name} is {size} grepe: heeltemal te groot vir &apos;n graderingslys.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Daar is geen lêer {path} nie.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a rating list.</source>
        <translation>{path} is &apos;n vouer, nie &apos;n graderingslys nie.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} kan nie gelees word nie ({reason}).</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://).</source>
        <translation>&quot;{url}&quot; is nie &apos;n webadres (http:// of https://) nie.</translation>
    </message>
    <message>
        <source>The server at {url} answered {code} ({reason}); nothing was loaded.</source>
        <translation>Die bediener by {url} het {code} ({reason}) geantwoord; niks is gelaai nie.</translation>
    </message>
    <message>
        <source>{url} could not be reached ({reason}); is this computer online?</source>
        <translation>{url} kon nie bereik word nie ({reason}); is hierdie rekenaar aanlyn?</translation>
    </message>
    <message>
        <source>{url} sent more than {size} bytes: far too big for a rating list.</source>
        <translation>{url} het meer as {size} grepe gestuur: heeltemal te groot vir &apos;n graderingslys.</translation>
    </message>
</context>
<context>
    <name>ListMessages</name>
    <message>
        <source>unknown date</source>
        <translation>onbekende datum</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} van {date}: {players} spelers</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://); nothing was changed.</source>
        <translation>&quot;{url}&quot; is nie &apos;n webadres (http:// of https://) nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>This {name} is of {date}, older than the one the club keeps ({kept}); nothing was loaded. Load it with --force to replace the newer list anyway.</source>
        <translation>Hierdie {name} is van {date}, ouer as die een wat die klub hou ({kept}); niks is gelaai nie. Laai dit met --force om die nuwer lys tog te vervang.</translation>
    </message>
    <message>
        <source>{summary}; replaces the list of {date}</source>
        <translation>{summary}; vervang die lys van {date}</translation>
    </message>
    <message>
        <source>{summary} ({count} placeholder entries left out)</source>
        <translation>{summary} ({count} plekhouerinskrywings weggelaat)</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE, or clubrater list update {fed}).</source>
        <translation>Die klub hou geen {list} nie; laai eers een (clubrater list load LÊER, of clubrater list update {fed}).</translation>
    </message>
    <message>
        <source>There is nobody with {id_name} {id} in the {list} of {date}.</source>
        <translation>Daar is niemand met {id_name} {id} in die {list} van {date} nie.</translation>
    </message>
    <message>
        <source>{name} has neither a rating nor a grade in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} het geen gradering of graad in die {list} nie; gee die rang waarmee hy begin (--rank).</translation>
    </message>
    <message>
        <source>{name} has no grade or rating in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} het geen graad of gradering in die {list} nie; gee die rang waarmee hy begin (--rank).</translation>
    </message>
    <message>
        <source>{name} is already in the player list with {id_name} {id}; nobody was added.</source>
        <translation>{name} is reeds in die spelerslys met {id_name} {id}; niemand is bygevoeg nie.</translation>
    </message>
    <message>
        <source>{problem} Nobody was added.</source>
        <translation>{problem} Niemand is bygevoeg nie.</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE).</source>
        <translation>Die klub hou geen {list} nie; laai eers een (clubrater list load LÊER).</translation>
    </message>
</context>
<context>
    <name>ListSearch</name>
    <message>
        <source> or </source>
        <extracomment>Joins the names of two or three lists: &quot;EGD list or FFG ladder&quot;.</extracomment>
        <translation> of </translation>
    </message>
    <message>
        <source>federation&apos;s list</source>
        <translation>federasie se lys</translation>
    </message>
    <message>
        <source>Find him in the {lists}: name or ID, then Enter</source>
        <extracomment>{lists} names the lists searched (&quot;EGD list or FFG ladder&quot;).</extracomment>
        <translation>Soek die speler in die {lists}: naam of ID, dan Enter</translation>
    </message>
    <message>
        <source>Find in the rating lists</source>
        <translation>Soek in die graderingslyste</translation>
    </message>
    <message>
        <source>No rating list is loaded (clubrater list load FILE).</source>
        <translation>Geen graderingslys is gelaai nie (clubrater list load FILE).</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening the club…</source>
        <translation>Maak die klub oop…</translation>
    </message>
    <message>
        <source>A big club takes a few seconds: every rating is worked out from its games.</source>
        <translation>&apos;n Groot klub neem &apos;n paar sekondes: elke gradering word uit sy spelle uitgewerk.</translation>
    </message>
</context>
<context>
    <name>LockMessages</name>
    <message>
        <source>on this computer</source>
        <translation>op hierdie rekenaar</translation>
    </message>
    <message>
        <source>on the computer {computer}</source>
        <translation>op die rekenaar {computer}</translation>
    </message>
    <message>
        <source>{program} (process {process}) {where}</source>
        <translation>{program} (proses {process}) {where}</translation>
    </message>
    <message>
        <source>ClubRater cannot make the lock that keeps a second writer out of {file}; nothing was changed.</source>
        <translation>ClubRater kan nie die slot maak wat &apos;n tweede skrywer uit {file} hou nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot open {file} for changes there.</source>
        <translation>ClubRater kan nie in {folder} skryf nie, dus kan dit nie {file} daar oopmaak om te verander nie.</translation>
    </message>
    <message>
        <source>ClubRater cannot even make the lock file for {file}; nothing was changed.</source>
        <translation>ClubRater kan nie eers die slotlêer vir {file} maak nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>ClubRater cannot lock {file} ({reason}).</source>
        <translation>ClubRater kan nie {file} sluit nie ({reason}).</translation>
    </message>
    <message>
        <source>{file} is already open by {who}.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} is reeds oop deur {who}.

U kan dit leesalleen oopmaak om dinge na te slaan; veranderinge kan net gemaak word in die venster waarin dit oop is.</translation>
    </message>
    <message>
        <source>{file} is already open.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} is reeds oop.

U kan dit leesalleen oopmaak om dinge na te slaan; veranderinge kan net gemaak word in die venster waarin dit oop is.</translation>
    </message>
    <message>
        <source>{text}

If ClubRater is no longer running on {computer}, delete {lock} to unlock it.</source>
        <translation>{text}

As ClubRater nie meer op {computer} loop nie, skrap {lock} om dit te ontsluit.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New club…</source>
        <translation>&amp;Nuwe klub…</translation>
    </message>
    <message>
        <source>Start a new club file</source>
        <translation>Begin &apos;n nuwe klublêer</translation>
    </message>
    <message>
        <source>&amp;Open club file…</source>
        <translation>Maak klublêer &amp;oop…</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Maak &apos;n klublêer oop</translation>
    </message>
    <message>
        <source>Try the &amp;demo club</source>
        <translation>Probeer die &amp;demoklub</translation>
    </message>
    <message>
        <source>Open a made-up club to try things out</source>
        <translation>Maak &apos;n versinde klub oop om dinge uit te probeer</translation>
    </message>
    <message>
        <source>Connect to a &amp;federation database…</source>
        <translation>Koppel aan &apos;n &amp;federasiedatabasis…</translation>
    </message>
    <message>
        <source>Work on the clubs&apos; shared rating list on a PostgreSQL server</source>
        <translation>Werk op die klubs se gedeelde graderingslys op &apos;n PostgreSQL-bediener</translation>
    </message>
    <message>
        <source>P&amp;ush a club file into the federation…</source>
        <translation>St&amp;uur &apos;n klublêer na die federasie…</translation>
    </message>
    <message>
        <source>Move a club file&apos;s players and games into the federation database, after a preview</source>
        <translation>Skuif &apos;n klublêer se spelers en spelle na die federasiedatabasis, ná &apos;n voorskou</translation>
    </message>
    <message>
        <source>Pu&amp;ll a club file from the federation…</source>
        <translation>Haa&amp;l &apos;n klublêer van die federasie af…</translation>
    </message>
    <message>
        <source>Write the whole federation into a new club file of your club, to use without the server</source>
        <translation>Skryf die hele federasie in &apos;n nuwe klublêer van jou klub, om sonder die bediener te werk</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Invoer…</translation>
    </message>
    <message>
        <source>Add players or games from a file</source>
        <translation>Voeg spelers of spelle uit &apos;n lêer by</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Voer &amp;werkboek uit…</translation>
    </message>
    <message>
        <source>Standings, games and players as a spreadsheet</source>
        <translation>Ranglys, spelle en spelers as &apos;n sigblad</translation>
    </message>
    <message>
        <source>Export games as &amp;CSV…</source>
        <translation>Voer spelle as &amp;CSV uit…</translation>
    </message>
    <message>
        <source>Every game as a CSV file</source>
        <translation>Elke spel as &apos;n CSV-lêer</translation>
    </message>
    <message>
        <source>Export FESA &amp;list (all.txt)…</source>
        <translation>Voer FESA-&amp;lys (all.txt) uit…</translation>
    </message>
    <message>
        <source>The Elo list in the FESA rating program&apos;s layout</source>
        <translation>Die Elo-lys in die uitleg van FESA se graderingsprogram</translation>
    </message>
    <message>
        <source>Export FESA &amp;tournament files…</source>
        <translation>Voer FESA-&amp;toernooilêers uit…</translation>
    </message>
    <message>
        <source>One event as turnering.txt and nye-spillere for FESA&apos;s rating officer</source>
        <translation>Een toernooi as turnering.txt en nye-spillere vir FESA se graderingsbeampte</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Druk&amp;voorskou…</translation>
    </message>
    <message>
        <source>See the noticeboard standings before printing</source>
        <translation>Sien die ranglys vir die kennisgewingbord voordat dit gedruk word</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Druk &amp;ranglys…</translation>
    </message>
    <message>
        <source>Print the noticeboard standings</source>
        <translation>Druk die ranglys vir die kennisgewingbord</translation>
    </message>
    <message>
        <source>Save standings as P&amp;DF…</source>
        <translation>Stoor ranglys as &amp;PDF…</translation>
    </message>
    <message>
        <source>The noticeboard standings as a PDF file</source>
        <translation>Die ranglys vir die kennisgewingbord as &apos;n PDF-lêer</translation>
    </message>
    <message>
        <source>Print &quot;1 &amp;win to …&quot; lines</source>
        <extracomment>A choice for the noticeboard printout: a line &quot;1 win to 9k&quot; under each player one win from promotion.</extracomment>
        <translation>Druk &quot;1 &amp;oorwinning tot …&quot;-reëls</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, the noticeboard says &quot;1 win to 9k&quot;</source>
        <translation>Onder elke speler wat een oorwinning van bevordering af is, sê die kennisgewingbord &quot;1 oorwinning tot 9k&quot;</translation>
    </message>
    <message>
        <source>Publish &amp;website…</source>
        <translation>Pu&amp;bliseer webwerf…</translation>
    </message>
    <message>
        <source>The club&apos;s standings, record sheets and events as web pages, to upload or open from disk</source>
        <translation>Die klub se ranglys, uitslagstate en toernooie as webblaaie, om op te laai of van die skyf oop te maak</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>Maak nou &apos;n ru&amp;gsteun</translation>
    </message>
    <message>
        <source>Put a copy of the club file in its backups folder</source>
        <translation>Sit &apos;n kopie van die klublêer in sy rugsteunvouer</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>&amp;Herstel &apos;n rugsteun…</translation>
    </message>
    <message>
        <source>Go back to a copy of the club file taken earlier</source>
        <translation>Gaan terug na &apos;n kopie van die klublêer wat vroeër gemaak is</translation>
    </message>
    <message>
        <source>&amp;Close club</source>
        <translation>Maak klub to&amp;e</translation>
    </message>
    <message>
        <source>Close this club and show the welcome page</source>
        <translation>Maak hierdie klub toe en wys die welkomblad</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sluit af</translation>
    </message>
    <message>
        <source>Leave ClubRater (everything is already saved)</source>
        <translation>Verlaat ClubRater (alles is reeds gestoor)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ontdoen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Herdoen</translation>
    </message>
    <message>
        <source>Club &amp;settings…</source>
        <translation>Klub&amp;instellings…</translation>
    </message>
    <message>
        <source>Club name, rating system, default komi</source>
        <translation>Klubnaam, graderingstelsel, verstek-komi</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <extracomment>The club&apos;s rating list, strongest first (German &quot;Rangliste&quot;, French &quot;classement&quot;).</extracomment>
        <translation>&amp;Ranglys</translation>
    </message>
    <message>
        <source>The rating list</source>
        <translation>Die ranglys</translation>
    </message>
    <message>
        <source>&amp;Enter a game</source>
        <translation>&amp;Voer &apos;n spel in</translation>
    </message>
    <message>
        <source>Type one game; Enter saves it</source>
        <translation>Tik een spel; Enter stoor dit</translation>
    </message>
    <message>
        <source>&amp;Record sheet</source>
        <extracomment>The record sheet: the list of an evening&apos;s games, one game a row (as on the club&apos;s paper sheet).</extracomment>
        <translation>&amp;Uitslagstaat</translation>
    </message>
    <message>
        <source>Type an evening&apos;s games row by row</source>
        <translation>Tik &apos;n aand se spelle ry vir ry</translation>
    </message>
    <message>
        <source>&amp;Games list</source>
        <translation>Spel&amp;lys</translation>
    </message>
    <message>
        <source>Every game, with filters</source>
        <translation>Elke spel, met filters</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>&amp;Toernooie</translation>
    </message>
    <message>
        <source>Tournaments and other events</source>
        <translation>Toernooie en ander byeenkomste</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>S&amp;peler</translation>
    </message>
    <message>
        <source>One player&apos;s record sheet and chart</source>
        <translation>Een speler se uitslagstaat en grafiek</translation>
    </message>
    <message>
        <source>Clu&amp;b night</source>
        <translation>Klu&amp;baand</translation>
    </message>
    <message>
        <source>Tick who is here, pair them, print the pairings</source>
        <translation>Merk wie hier is, paar hulle, druk die pare</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>&amp;Soek &apos;n speler</translation>
    </message>
    <message>
        <source>Type to filter the standings</source>
        <translation>Tik om die ranglys te filtreer</translation>
    </message>
    <message>
        <source>How &amp;well the ratings predict</source>
        <translation>Hoe &amp;goed die graderings voorspel</translation>
    </message>
    <message>
        <source>Each rating system scored on the club&apos;s own games: which predicts best, and are the handicaps fair?</source>
        <translation>Elke graderingstelsel gemeet aan die klub se eie spelle: watter voorspel die beste, en is die voorgee regverdig?</translation>
    </message>
    <message>
        <source>Show players &amp;not on the list</source>
        <translation>Wys spelers wat &amp;nie op die lys is nie</translation>
    </message>
    <message>
        <source>Include inactive players in the standings</source>
        <translation>Sluit onaktiewe spelers by die ranglys in</translation>
    </message>
    <message>
        <source>&amp;Save the record sheet</source>
        <translation>&amp;Stoor die uitslagstaat</translation>
    </message>
    <message>
        <source>Save every game of the record sheet</source>
        <translation>Stoor elke spel van die uitslagstaat</translation>
    </message>
    <message>
        <source>&amp;Add the missing player</source>
        <translation>Voeg die ontbrekende speler &amp;by</translation>
    </message>
    <message>
        <source>Add the player (or event) the current row of the record sheet does not know</source>
        <translation>Voeg die speler (of toernooi) by wat die huidige ry van die uitslagstaat nie ken nie</translation>
    </message>
    <message>
        <source>C&amp;lear the record sheet</source>
        <translation>Maak die uitslagstaat s&amp;koon</translation>
    </message>
    <message>
        <source>Empty the record sheet without saving</source>
        <translation>Maak die uitslagstaat leeg sonder om te stoor</translation>
    </message>
    <message>
        <source>&amp;Change game…</source>
        <translation>Ve&amp;rander spel…</translation>
    </message>
    <message>
        <source>Correct the selected game</source>
        <translation>Korrigeer die gekose spel</translation>
    </message>
    <message>
        <source>&amp;Delete game</source>
        <translation>Skr&amp;ap spel</translation>
    </message>
    <message>
        <source>Delete the selected games</source>
        <translation>Skrap die gekose spelle</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Voeg speler by…</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>&apos;n Nuwe speler</translation>
    </message>
    <message>
        <source>&amp;Change player…</source>
        <translation>Ve&amp;rander speler…</translation>
    </message>
    <message>
        <source>Name, rank, club of the selected player</source>
        <translation>Naam, rang, klub van die gekose speler</translation>
    </message>
    <message>
        <source>&amp;Merge two players…</source>
        <translation>Voeg twee spelers &amp;saam…</translation>
    </message>
    <message>
        <source>One person entered twice: move the games of one entry to the other</source>
        <translation>Een persoon twee keer ingevoer: skuif die spelle van een inskrywing na die ander</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <extracomment>An inactive player is left off the standings until he plays again.</extracomment>
        <translation>Merk as o&amp;naktief</translation>
    </message>
    <message>
        <source>Take the player off the standings (or put them back)</source>
        <translation>Haal die speler van die ranglys af (of sit die speler terug)</translation>
    </message>
    <message>
        <source>Ad&amp;just rank…</source>
        <extracomment>Set a player&apos;s kyu/dan rank (and index or rating) by hand from a date on.</extracomment>
        <translation>&amp;Pas rang aan…</translation>
    </message>
    <message>
        <source>Set the player&apos;s rank and index from a date on</source>
        <translation>Stel die speler se rang en indeks vanaf &apos;n datum</translation>
    </message>
    <message>
        <source>&amp;Remove this adjustment</source>
        <translation>Verwyder &amp;hierdie aanpassing</translation>
    </message>
    <message>
        <source>Take back the adjustment selected in the player&apos;s record sheet</source>
        <translation>Neem die aanpassing terug wat in die speler se uitslagstaat gekies is</translation>
    </message>
    <message>
        <source>&amp;Open player</source>
        <translation>Maak speler &amp;oop</translation>
    </message>
    <message>
        <source>The selected player&apos;s record sheet and chart</source>
        <translation>Die gekose speler se uitslagstaat en grafiek</translation>
    </message>
    <message>
        <source>&amp;Report for this player…</source>
        <translation>V&amp;erslag vir hierdie speler…</translation>
    </message>
    <message>
        <source>A printable report of the player&apos;s record sheet</source>
        <translation>&apos;n Drukbare verslag van die speler se uitslagstaat</translation>
    </message>
    <message>
        <source>Com&amp;pare with…</source>
        <translation>Ver&amp;gelyk met…</translation>
    </message>
    <message>
        <source>Draw a second player&apos;s history on the chart</source>
        <translation>Teken &apos;n tweede speler se geskiedenis op die grafiek</translation>
    </message>
    <message>
        <source>Compare with &amp;list…</source>
        <extracomment>&quot;list&quot;: a federation&apos;s rating list (EGD, FFG, AGA) kept on this computer.</extracomment>
        <translation>Vergelyk met &amp;lys…</translation>
    </message>
    <message>
        <source>The club&apos;s players against the EGD, FFG or AGA list kept: who differs, IDs and ratings to store</source>
        <translation>Die klub se spelers teenoor die gehoue EGD-, FFG- of AGA-lys: wie verskil, ID&apos;s en graderings om te stoor</translation>
    </message>
    <message>
        <source>Download a rating lis&amp;t…</source>
        <translation>Laai &apos;n graderingsl&amp;ys af…</translation>
    </message>
    <message>
        <source>The EGD, FFG or AGA list from the federation&apos;s web site, kept in the club file (list update)</source>
        <translation>Die EGD-, FFG- of AGA-lys van die federasie se webwerf, in die klublêer bewaar (list update)</translation>
    </message>
    <message>
        <source>&amp;Add event…</source>
        <translation>&amp;Voeg toernooi by…</translation>
    </message>
    <message>
        <source>A tournament or other event</source>
        <translation>&apos;n Toernooi of ander byeenkoms</translation>
    </message>
    <message>
        <source>&amp;Change event…</source>
        <translation>Ve&amp;rander toernooi…</translation>
    </message>
    <message>
        <source>Name, dates, class of the selected event</source>
        <translation>Naam, datums, klas van die gekose toernooi</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>S&amp;krap toernooi…</translation>
    </message>
    <message>
        <source>Remove the selected event (one without games)</source>
        <translation>Verwyder die gekose toernooi (een sonder spelle)</translation>
    </message>
    <message>
        <source>&amp;How to enter games</source>
        <translation>&amp;Hoe om spelle in te voer</translation>
    </message>
    <message>
        <source>A short guide</source>
        <translation>&apos;n Kort gids</translation>
    </message>
    <message>
        <source>&amp;About ClubRater</source>
        <translation>&amp;Oor ClubRater</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Weergawe en lisensie</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Lêer</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Onl&amp;angs</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Wysig</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spelle</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pelers</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Aansig</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>Mark &amp;active again</source>
        <translation>Merk weer as &amp;aktief</translation>
    </message>
    <message numerus="yes">
        <source>The record sheet has %n row(s) not saved. Leave without saving them?</source>
        <translation>
            <numerusform>Die uitslagstaat het %n ry wat nie gestoor is nie. Gaan voort sonder om dit te stoor?</numerusform>
            <numerusform>Die uitslagstaat het %n rye wat nie gestoor is nie. Gaan voort sonder om hulle te stoor?</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Gaan voort sonder om te stoor</translation>
    </message>
    <message>
        <source>Go back to the sheet</source>
        <translation>Gaan terug na die staat</translation>
    </message>
    <message>
        <source>There is no club file at {path} any more. Was it moved, or on a memory stick?</source>
        <translation>Daar is nie meer &apos;n klublêer by {path} nie. Is dit geskuif, of was dit op &apos;n geheuestokkie?</translation>
    </message>
    <message>
        <source>Opening {club}…</source>
        <translation>Maak {club} oop…</translation>
    </message>
    <message>
        <source>There is already a club file at {path}. Open it, or choose another place or name.</source>
        <translation>Daar is reeds &apos;n klublêer by {path}. Maak dit oop, of kies &apos;n ander plek of naam.</translation>
    </message>
    <message>
        <source>Creating {club}…</source>
        <translation>Skep {club}…</translation>
    </message>
    <message>
        <source>Opening the demo club…</source>
        <translation>Maak die demoklub oop…</translation>
    </message>
    <message>
        <source>The first time, two years of club nights are made up.</source>
        <translation>Die eerste keer word twee jaar se klubaande versin.</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Klublêers (*.sqlite *.db);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>Fill in the new club&apos;s name and rating system, then press Create the club.</source>
        <translation>Vul die nuwe klub se naam en graderingstelsel in, en druk dan Skep die klub.</translation>
    </message>
    <message>
        <source>No recent clubs</source>
        <translation>Geen onlangse klubs nie</translation>
    </message>
    <message>
        <source>{club} — {file} (read-only) — {app}</source>
        <translation>{club} — {file} (leesalleen) — {app}</translation>
    </message>
    <message>
        <source>{club} — {file} — {app}</source>
        <translation>{club} — {file} — {app}</translation>
    </message>
    <message>
        <source>Read-only: this club is open in another ClubRater window; changes can only be made there.</source>
        <translation>Leesalleen: hierdie klub is oop in &apos;n ander ClubRater-venster; veranderinge kan net daar gemaak word.</translation>
    </message>
    <message>
        <source>Taking a backup…</source>
        <translation>Maak &apos;n rugsteun…</translation>
    </message>
    <message>
        <source>Took a backup of {file} ({backup}); File &gt; Restore a backup lists it.</source>
        <translation>Rugsteun van {file} gemaak ({backup}); Lêer &gt; Herstel &apos;n rugsteun lys dit.</translation>
    </message>
    <message>
        <source>ClubRater could not lock {file} ({reason}), so it opens read-only: nothing can be changed in this window. Close other programs using the file, or copy it to a folder you can write in, and open it again.</source>
        <translation>ClubRater kon {file} nie sluit nie ({reason}), dus word dit leesalleen oopgemaak: niks kan in hierdie venster verander word nie. Maak ander programme toe wat die lêer gebruik, of kopieer dit na &apos;n vouer waarin jy kan skryf, en maak dit weer oop.</translation>
    </message>
    <message>
        <source>There is no club at {path} yet. Create it here, or open another file.</source>
        <translation>Daar is nog geen klub by {path} nie. Skep dit hier, of maak &apos;n ander lêer oop.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two players</source>
        <translation>Voeg twee spelers saam</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Voeg saam</translation>
    </message>
    <message>
        <source>Use this when one person was entered twice (&quot;Sipho Dlamini&quot; and &quot;S. Dlamini&quot;). Every game of the second entry moves to the first; nothing is lost, and Undo separates them again.</source>
        <translation>Gebruik dit wanneer een persoon twee keer ingevoer is (&quot;Sipho Dlamini&quot; en &quot;S. Dlamini&quot;). Elke spel van die tweede inskrywing skuif na die eerste; niks gaan verlore nie, en Ontdoen skei hulle weer.</translation>
    </message>
    <message>
        <source>the entry to keep</source>
        <translation>die inskrywing om te hou</translation>
    </message>
    <message>
        <source>the duplicate, which disappears</source>
        <translation>die duplikaat, wat verdwyn</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>&amp;Hou:</translation>
    </message>
    <message>
        <source>&amp;Merge in:</source>
        <translation>&amp;Voeg in:</translation>
    </message>
    <message numerus="yes">
        <source>{dropped}&apos;s %n game(s) will move to {kept} ({rank}); {dropped} will no longer be in the player list.</source>
        <translation>
            <numerusform>{dropped} se %n spel skuif na {kept} ({rank}); {dropped} sal nie meer in die spelerslys wees nie.</numerusform>
            <numerusform>{dropped} se %n spelle skuif na {kept} ({rank}); {dropped} sal nie meer in die spelerslys wees nie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Please choose both players.</source>
        <translation>Kies asseblief albei spelers.</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} is nie in die spelerslys nie.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Kies twee verskillende spelers.</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>&quot;{name}&quot; could be any of {shown}; please say which.</source>
        <translation>&quot;{name}&quot; kan enigeen van {shown} wees; sê asseblief watter een.</translation>
    </message>
</context>
<context>
    <name>Noticeboard</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Bladsy {page} van {pages}</translation>
    </message>
    <message>
        <source>{group} (continued)</source>
        <translation>{group} (vervolg)</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: position in the list</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: number of games</comment>
        <extracomment>Column: how many rated games the player has played.</extracomment>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laas gespeel</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: since the last printout</comment>
        <extracomment>Column: how the rating or rank changed since the previous printout.</extracomment>
        <translation>Verandering</translation>
    </message>
    <message>
        <source>Rating list · {system}</source>
        <translation>Ranglys · {system}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>change since the list of {date}</source>
        <translation>verandering sedert die lys van {date}</translation>
    </message>
    <message>
        <source>Rating list by rank · {system}</source>
        <translation>Ranglys volgens rang · {system}</translation>
    </message>
    <message>
        <source>Players who have stopped playing are not listed.</source>
        <translation>Spelers wat opgehou speel het, word nie gelys nie.</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Gedruk deur ClubRater.</translation>
    </message>
    <message>
        <source>No active players yet.</source>
        <translation>Nog geen aktiewe spelers nie.</translation>
    </message>
    <message>
        <source>{club} · rating list of {date}</source>
        <translation>{club} · ranglys van {date}</translation>
    </message>
    <message>
        <source>{club}: rating list of {date}</source>
        <translation>{club}: ranglys van {date}</translation>
    </message>
    <message>
        <source>SAGC rank and index</source>
        <translation>SAGC-rang en -indeks</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <translation>EGF GoR (klassiek, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <translation>EGF GoR (sedert 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <translation>FESA Elo (shogi)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Indeks</translation>
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
        <translation>Geen rang</translation>
    </message>
    <message>
        <source>{level} kyu</source>
        <extracomment>A rank group heading on the noticeboard: {level} kyu (Go&apos;s student grades; 級 in Japanese).</extracomment>
        <translation>{level} kyu</translation>
    </message>
    <message>
        <source>{level} dan</source>
        <translation>{level} dan</translation>
    </message>
    <message>
        <source>{level} pro</source>
        <comment>professional dan</comment>
        <translation>{level} pro</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column: the kyu/dan rank (Go) of each player; a shogi club has &quot;FESA grade&quot; instead.</extracomment>
        <translation>FESA-graad</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: kyu/dan rank</comment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <extracomment>Shogi: the grade the player brought from elsewhere, beside the FESA grade.</extracomment>
        <translation>Vorige graad</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a player new on the list</comment>
        <extracomment>The change column for a player who was not on the previous list.</extracomment>
        <translation>nuut</translation>
    </message>
    <message>
        <source>was {rank}</source>
        <extracomment>The change column: the rank the player had on the previous list, e.g. &quot;was 4k&quot;.</extracomment>
        <translation>was {rank}</translation>
    </message>
    <message>
        <source>1 win to {rank}</source>
        <extracomment>A small line under a player on the noticeboard: one more win promotes them to {rank} (e.g. 9k).</extracomment>
        <translation>1 oorwinning tot {rank}</translation>
    </message>
</context>
<context>
    <name>OverlapMessages</name>
    <message>
        <source>line {line} ({game})</source>
        <translation>reël {line} ({game})</translation>
    </message>
    <message>
        <source> ... and {more} more</source>
        <translation> ... en {more} ander</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it; use --again to store them a second time anyway.</source>
        <translation>al {total} sy spelle is reeds in die klub: {shown}{more}. Daar is niks nuuts in nie; gebruik --again om hulle tog &apos;n tweede keer te stoor.</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it.</source>
        <translation>al {total} sy spelle is reeds in die klub: {shown}{more}. Daar is niks nuuts in nie.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}, or --again to store all {total}.</source>
        <translation>{count} van sy {total} spelle is reeds in die klub: {shown}{more}. Gebruik --only-new om net die {new} nuwe {games} in te voer, of --again om al {total} te stoor.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}.</source>
        <translation>{count} van sy {total} spelle is reeds in die klub: {shown}{more}. Gebruik --only-new om net die {new} nuwe {games} in te voer.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spelle</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored: {what}</source>
        <translation>{file} is nie ingevoer nie; niks is gestoor nie: {what}</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>Standings</source>
        <extracomment>The page of the club&apos;s ranking list (de &quot;Rangliste&quot;, fr &quot;classement&quot;).</extracomment>
        <translation>Ranglys</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Voer &apos;n spel in</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>The page of tournaments and other events.</extracomment>
        <translation>Toernooie</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The page of one player: record sheet and chart.</extracomment>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>The page where an evening&apos;s games are typed row after row, as on the paper record sheet.</extracomment>
        <translation>Uitslagstaat</translation>
    </message>
    <message>
        <source>Club night</source>
        <extracomment>The page where tonight&apos;s players are ticked and paired.</extracomment>
        <translation>Klubaand</translation>
    </message>
    <message>
        <source>Predictions</source>
        <extracomment>The tab of the page that scores each rating system on the club&apos;s own games (&quot;How well the ratings predict&quot;).</extracomment>
        <translation>Voorspellings</translation>
    </message>
</context>
<context>
    <name>PairingMessages</name>
    <message>
        <source>{name} has no Go rank, so cannot be paired by SAGC strength.</source>
        <translation>{name} het geen Go-rang nie en kan dus nie volgens SAGC-sterkte gepaar word nie.</translation>
    </message>
    <message>
        <source>The number of club nights to look back on must be between 1 and {most}, not {nights}.</source>
        <translation>Die getal klubaande om na terug te kyk moet tussen 1 en {most} wees, nie {nights} nie.</translation>
    </message>
    <message>
        <source>A round is numbered from 1, not {round}.</source>
        <translation>&apos;n Ronde word vanaf 1 genommer, nie {round} nie.</translation>
    </message>
    <message>
        <source>{name} is not among the players present.</source>
        <translation>{name} is nie onder die spelers wat hier is nie.</translation>
    </message>
    <message>
        <source>{name} is on a board already; nobody plays twice in a round.</source>
        <translation>{name} sit reeds by &apos;n bord; niemand speel twee keer in &apos;n ronde nie.</translation>
    </message>
    <message>
        <source>A player cannot play himself.</source>
        <translation>&apos;n Speler kan nie teen homself speel nie.</translation>
    </message>
    <message>
        <source>There is no pairing of {date} to add a player to; pair first.</source>
        <translation>Daar is geen paring van {date} om &apos;n speler by te voeg nie; paar eers.</translation>
    </message>
    <message>
        <source>{name} is in round {round} already.</source>
        <translation>{name} is reeds in ronde {round}.</translation>
    </message>
    <message>
        <source>Nobody sits out in round {round}, so {name} cannot play the bye; pair the boards not started again instead.</source>
        <translation>Niemand sit in ronde {round} uit nie, dus kan {name} nie teen die uitsitter speel nie; paar eerder die borde wat nog nie begin het nie weer.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}.</source>
        <translation>Daar is geen gestoorde paring van {date}, ronde {round} nie.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}.</source>
        <translation>Daar is geen gestoorde paring van {date} nie.</translation>
    </message>
    <message>
        <source>The federation officer pairs for one member club: choose it first (`--for-club NAME` on the command line). Nothing was kept.</source>
        <translation>Die federasiebeampte paar vir een lidklub: kies dit eers (`--for-club NAAM` op die opdragreël). Niks is gestoor nie.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round} to print; pair first.</source>
        <translation>Daar is geen gestoorde paring van {date}, ronde {round} om te druk nie; paar eers.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date} to print; pair first.</source>
        <translation>Daar is geen gestoorde paring van {date} om te druk nie; paar eers.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}; pair first (`clubrater pair`).</source>
        <translation>Daar is geen gestoorde paring van {date}, ronde {round} nie; paar eers (`clubrater pair`).</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}; pair first (`clubrater pair`).</source>
        <translation>Daar is geen gestoorde paring van {date} nie; paar eers (`clubrater pair`).</translation>
    </message>
    <message>
        <source>Round {round} of {date} has no board {board} (its boards are {boards}). Nothing was entered.</source>
        <translation>Ronde {round} van {date} het geen bord {board} nie (sy borde is {boards}). Niks is ingevoer nie.</translation>
    </message>
    <message>
        <source>Board {board} of round {round} is entered already (game {game}). Nothing was entered.</source>
        <translation>Bord {board} van ronde {round} is reeds ingevoer (spel {game}). Niks is ingevoer nie.</translation>
    </message>
    <message>
        <source>Give a result for at least one board (for example 1=B 2=W 3=J).</source>
        <translation>Gee &apos;n uitslag vir ten minste een bord (byvoorbeeld 1=B 2=W 3=J).</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no boards</comment>
        <translation>geen</translation>
    </message>
    <message>
        <source>the last night</source>
        <extracomment>Inside &quot;closest not met in {nights}&quot;, &quot;not met in {nights}; ...&quot; and &quot;met 3 times in {nights}&quot;.</extracomment>
        <translation>die laaste aand</translation>
    </message>
    <message numerus="yes">
        <source>the last %n night(s)</source>
        <translation>
            <numerusform>die laaste %n aand</numerusform>
            <numerusform>die laaste %n aande</numerusform>
        </translation>
    </message>
    <message>
        <source>paired by hand</source>
        <extracomment>Why two players play each other: the secretary paired them.</extracomment>
        <translation>met die hand gepaar</translation>
    </message>
    <message>
        <source>closest not met in {nights}</source>
        <extracomment>Why two players play each other: the nearest in strength among those not met lately.</extracomment>
        <translation>naaste wat nie {nights} teen mekaar gespeel het nie</translation>
    </message>
    <message>
        <source>not met in {nights}; the nearer players were needed on other boards</source>
        <translation>nie {nights} teen mekaar gespeel nie; die nader spelers was by ander borde nodig</translation>
    </message>
    <message>
        <source>already paired tonight (round {rounds}): no other pair left</source>
        <extracomment>{rounds}: the earlier rounds of tonight (&quot;1&quot; or &quot;1, 2&quot;).</extracomment>
        <translation>vanaand reeds gepaar (ronde {rounds}): geen ander paar oor nie</translation>
    </message>
    <message>
        <source>already paired tonight (rounds {rounds}): no other pair left</source>
        <translation>vanaand reeds gepaar (rondes {rounds}): geen ander paar oor nie</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in {nights}: no closer pair left</source>
        <translation>
            <numerusform>{nights} %n keer gespeel: geen nader paar oor nie</numerusform>
            <numerusform>{nights} %n keer gespeel: geen nader paar oor nie</numerusform>
        </translation>
    </message>
    <message>
        <source>met last week: no closer pair left</source>
        <translation>verlede week gespeel: geen nader paar oor nie</translation>
    </message>
    <message>
        <source>met on {date}: no closer pair left</source>
        <extracomment>{date}: the day they last played each other.</extracomment>
        <translation>op {date} gespeel: geen nader paar oor nie</translation>
    </message>
    <message>
        <source>met lately: no closer pair left</source>
        <translation>onlangs gespeel: geen nader paar oor nie</translation>
    </message>
</context>
<context>
    <name>PairingSheet</name>
    <message>
        <source>Sente (first)</source>
        <extracomment>Column of the shogi pairing sheet: the player who moves first (sente).</extracomment>
        <translation>Sente (skuif eerste)</translation>
    </message>
    <message>
        <source>Gote (second)</source>
        <translation>Gote (skuif tweede)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column of the pairing sheet: the player with the black stones.</extracomment>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: handicap stones.</extracomment>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: winner written in by hand</comment>
        <extracomment>Column: an empty box where the players write the winner.</extracomment>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Club night of {date} · round {round}</source>
        <extracomment>The pairing sheet&apos;s subtitle: &quot;Club night of 14 March 2025 · round 2&quot;.</extracomment>
        <translation>Klubaand van {date} · ronde {round}</translation>
    </message>
    <message>
        <source>Write the winner in the box: B (Black), W (White) or J (jigo).</source>
        <translation>Skryf die wenner in die blokkie: B (Swart), W (Wit) of J (jigo).</translation>
    </message>
    <message>
        <source>Write the winner in the box: S (sente) or G (gote).</source>
        <translation>Skryf die wenner in die blokkie: S (sente) of G (gote).</translation>
    </message>
    <message>
        <source>{club} · club night of {date}, round {round}</source>
        <translation>{club} · klubaand van {date}, ronde {round}</translation>
    </message>
    <message>
        <source>Bye (sits out this round): {name}</source>
        <extracomment>Under the boards: the player who does not play this round.</extracomment>
        <translation>Uitsit (speel nie hierdie ronde nie): {name}</translation>
    </message>
    <message>
        <source>No boards in this round.</source>
        <translation>Geen borde in hierdie ronde nie.</translation>
    </message>
    <message>
        <source>{club}: pairings of {date}, round {round}</source>
        <translation>{club}: pare van {date}, ronde {round}</translation>
    </message>
</context>
<context>
    <name>PaperClubChoice</name>
    <message>
        <source>The players of one member club, or of every club (the ratings are the federation&apos;s)</source>
        <translation>Die spelers van een lidklub, of van al die klubs (die graderings is die federasie s&apos;n)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Alle klubs</translation>
    </message>
</context>
<context>
    <name>PaperClubDialog</name>
    <message>
        <source>&amp;Players of:</source>
        <extracomment>Whose players the noticeboard or the workbook lists: every member club&apos;s, or one club&apos;s.</extracomment>
        <translation>S&amp;pelers van:</translation>
    </message>
</context>
<context>
    <name>Parsing</name>
    <message>
        <source>The date is missing.</source>
        <translation>Die datum ontbreek.</translation>
    </message>
    <message>
        <source>today</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for today&apos;s date (lower case).</extracomment>
        <translation>vandag</translation>
    </message>
    <message>
        <source>yesterday</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for yesterday&apos;s date (lower case).</extracomment>
        <translation>gister</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (type it like {iso} or {short}).</source>
        <extracomment>{iso} is today as 2025-03-04 and {short} as 4/3 (day/month): keep both forms, they are what can be typed.</extracomment>
        <translation>&quot;{text}&quot; is nie &apos;n datum nie (tik dit soos {iso} of {short}).</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Wie het gewen? Tik B vir Swart, W vir Wit of J vir jigo.</translation>
    </message>
    <message>
        <source>Result &quot;{text}&quot; is not B (Black won), W (White won) or J (jigo).</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Uitslag &quot;{text}&quot; is nie B (Swart het gewen), W (Wit het gewen) of J (jigo) nie.</translation>
    </message>
    <message>
        <source>Game type &quot;{text}&quot; is not {tournament}, {club}, {friendly} or {free}.</source>
        <extracomment>{text} is what was typed; the four names are the game types as this window shows them.</extracomment>
        <translation>Spelsoort &quot;{text}&quot; is nie {tournament}, {club}, {friendly} of {free} nie.</translation>
    </message>
    <message>
        <source>Handicap &quot;{text}&quot; is not a number of stones (0 to 9).</source>
        <translation>Voorgee &quot;{text}&quot; is nie &apos;n getal klippe (0 tot 9) nie.</translation>
    </message>
    <message>
        <source>A handicap of {n} stones is not possible: type 0 to 9.</source>
        <translation>&apos;n Voorgee van {n} klippe is nie moontlik nie: tik 0 tot 9.</translation>
    </message>
    <message>
        <source>Komi &quot;{text}&quot; is not a number like 6.5, 0.5 or -5.5.</source>
        <translation>Komi &quot;{text}&quot; is nie &apos;n getal soos 6.5, 0.5 of -5.5 nie.</translation>
    </message>
    <message>
        <source>A komi of {komi} is not possible.</source>
        <translation>&apos;n Komi van {komi} is nie moontlik nie.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Change a player</source>
        <translation>Verander &apos;n speler</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Stoor</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Voeg &apos;n speler by</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Voeg speler by</translation>
    </message>
    <message>
        <source>First name and surname, as on the record sheets</source>
        <translation>Voornaam en van, soos op die uitslagstate</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>e.g. 3 kyu or 1 dan; empty if none yet</source>
        <extracomment>A shogi player&apos;s FESA grade (kyu/dan), typed in words.</extracomment>
        <translation>bv. 3 kyu of 1 dan; leeg as nog geen</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <comment>shogi kyu/dan grade</comment>
        <extracomment>A shogi player&apos;s kyu/dan grade (FESA), not a school grade.</extracomment>
        <translation>&amp;Graad:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>&amp;Rang:</translation>
    </message>
    <message>
        <source>Start from this GoR instead of the rank&apos;s</source>
        <extracomment>GoR: the EGF&apos;s Go rating (kept as &quot;GoR&quot; in every language).</extracomment>
        <translation>Begin by hierdie GoR in plaas van die rang s&apos;n</translation>
    </message>
    <message>
        <source>Starting &amp;index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank (0-99 and beyond) a player starts with, not a list position.</extracomment>
        <translation>Begin&amp;indeks:</translation>
    </message>
    <message>
        <source>Starting &amp;GoR:</source>
        <translation>Begin-&amp;GoR:</translation>
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
        <translation>bv. ZA</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;Land:</translation>
    </message>
    <message>
        <source>&amp;EGD PIN:</source>
        <extracomment>EGD PIN: the player&apos;s number in the European Go Database.</extracomment>
        <translation>&amp;EGD-PIN:</translation>
    </message>
    <message>
        <source>Active (on the standings)</source>
        <translation>Aktief (op die ranglys)</translation>
    </message>
    <message>
        <source>A new rank or starting index re-rates every game from the start.</source>
        <translation>&apos;n Nuwe rang of beginindeks gradeer elke spel van voor af weer.</translation>
    </message>
    <message>
        <source>Please type the player&apos;s name.</source>
        <translation>Tik asseblief die speler se naam.</translation>
    </message>
    <message>
        <source>{name} is already in the player list. Use another spelling, or merge the two later.</source>
        <translation>{name} is reeds in die spelerslys. Gebruik &apos;n ander spelling, of voeg die twee later saam.</translation>
    </message>
    <message>
        <source>What rank is {name}? Type it like 12k or 2d.</source>
        <translation>Watter rang is {name}? Tik dit soos 12k of 2d.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k, 2d or 1p.</source>
        <translation>&quot;{text}&quot; is nie &apos;n rang nie. Tik dit soos 12k, 2d of 1p.</translation>
    </message>
</context>
<context>
    <name>PlayerMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Daar is geen speler nommer {number} nie.</translation>
    </message>
    <message>
        <source>Cannot change {fields} of a player.</source>
        <translation>&apos;n Speler se {fields} kan nie verander word nie.</translation>
    </message>
    <message>
        <source>{name} needs a rank.</source>
        <translation>{name} het &apos;n rang nodig.</translation>
    </message>
    <message>
        <source>{name} has games or adjustments; merge the player instead of deleting.</source>
        <translation>{name} het spelle of aanpassings; voeg die speler saam in plaas daarvan om hom te skrap.</translation>
    </message>
    <message>
        <source>Choose two different players to merge.</source>
        <translation>Kies twee verskillende spelers om saam te voeg.</translation>
    </message>
    <message>
        <source>{kept} and {dropped} played each other, so they are two people; they were not merged.</source>
        <translation>{kept} en {dropped} het teen mekaar gespeel, dus is hulle twee mense; hulle is nie saamgevoeg nie.</translation>
    </message>
    <message>
        <source>An index must be between -999 and +999, not {index}.</source>
        <translation>&apos;n Indeks moet tussen -999 en +999 wees, nie {index} nie.</translation>
    </message>
    <message>
        <source>An adjustment sets a rank, an index or a rating.</source>
        <translation>&apos;n Aanpassing stel &apos;n rang, &apos;n indeks of &apos;n gradering.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Daar is geen aanpassing nommer {number} nie.</translation>
    </message>
</context>
<context>
    <name>PlayerOperations</name>
    <message>
        <source>A new player?</source>
        <translation>&apos;n Nuwe speler?</translation>
    </message>
    <message>
        <source>&quot;{typed}&quot; is how {who} begins. Add a new player called &quot;{typed}&quot; all the same?</source>
        <translation>&quot;{typed}&quot; is hoe {who} begin. Voeg tog &apos;n nuwe speler genaamd &quot;{typed}&quot; by?</translation>
    </message>
    <message>
        <source>Add {name} as a new player…</source>
        <translation>Voeg {name} as &apos;n nuwe speler by…</translation>
    </message>
    <message>
        <source>No, I meant an existing player</source>
        <translation>Nee, ek bedoel &apos;n bestaande speler</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}?</source>
        <translation>{name} is nie in die spelerslys nie. Voeg {name} by?</translation>
    </message>
    <message>
        <source>Add {name}…</source>
        <translation>Voeg {name} by…</translation>
    </message>
    <message>
        <source>No, let me correct the name</source>
        <translation>Nee, laat my die naam korrigeer</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <extracomment>Undo command text (Edit &gt; Undo ...): a player&apos;s details were changed.</extracomment>
        <translation>Verander {name}</translation>
    </message>
    <message>
        <source>Mark {name} inactive</source>
        <translation>Merk {name} as onaktief</translation>
    </message>
    <message>
        <source>Mark {name} active again</source>
        <translation>Merk {name} weer as aktief</translation>
    </message>
    <message>
        <source>Remove the adjustment</source>
        <translation>Verwyder die aanpassing</translation>
    </message>
    <message>
        <source>Remove the adjustment of {date}? The games after it are rated again; Ctrl+Z puts it back.</source>
        <translation>Verwyder die aanpassing van {date}? Die spelle daarna word weer gegradeer; Ctrl+Z sit dit terug.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwyder</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Hou</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Choose a player</source>
        <translation>Kies &apos;n speler</translation>
    </message>
    <message>
        <source>another player…</source>
        <translation>&apos;n ander speler…</translation>
    </message>
    <message>
        <source>compare with…</source>
        <translation>vergelyk met…</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>Tab: the player&apos;s list of games with the rating after each (a &quot;record sheet&quot; as Go clubs keep them).</extracomment>
        <translation>Uitslagstaat</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Tab: the player&apos;s results summed up per tournament.</extracomment>
        <translation>Per toernooi</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Speler</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Ver&amp;gelyk</translation>
    </message>
    <message>
        <source>Show this player&apos;s games</source>
        <translation>Wys hierdie speler se spelle</translation>
    </message>
    <message>
        <source>Double-click a player in the standings, or type a name on the right.</source>
        <translation>Dubbelklik op &apos;n speler in die ranglys, of tik &apos;n naam regs.</translation>
    </message>
    <message>
        <source>{name}  (inactive)</source>
        <translation>{name}  (onaktief)</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {day}</source>
        <translation>laas gespeel {day}</translation>
    </message>
    <message>
        <source>no games yet</source>
        <translation>nog geen spelle nie</translation>
    </message>
    <message>
        <source>Adjustments are shown in blue.</source>
        <translation>Aanpassings word in blou gewys.</translation>
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
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: the opponent&apos;s kyu/dan rank</comment>
        <extracomment>Column: the opponent&apos;s kyu/dan rank (or shogi grade), not a position in a list.</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>column: Black or White</comment>
        <extracomment>Column: Black or White (the stones the player had).</extracomment>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>H</source>
        <comment>column: handicap stones, one letter</comment>
        <extracomment>Column header, one letter: handicap stones.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: won or lost</comment>
        <extracomment>Column: won, lost, jigo.</extracomment>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: change of the rating</comment>
        <extracomment>Column: the change of the rating in this game.</extracomment>
        <translation>Verandering</translation>
    </message>
    <message>
        <source>Then ({value})</source>
        <extracomment>Column: the rank or rating after the game; {value} is &quot;Index&quot;, &quot;GoR&quot; or &quot;Elo&quot;.</extracomment>
        <translation>Daarna ({value})</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>colour of the stones</comment>
        <extracomment>The stones a player had in a game.</extracomment>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <comment>colour of the stones</comment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Nog geen spelle nie.</translation>
    </message>
    <message>
        <source>Record sheet, latest first; rows in bold changed the rank.</source>
        <translation>Uitslagstaat, nuutste eerste; rye in vetdruk het die rang verander.</translation>
    </message>
    <message>
        <source>{name} · record sheet · {club}</source>
        <translation>{name} · uitslagstaat · {club}</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Gedruk deur ClubRater.</translation>
    </message>
    <message>
        <source>{name}: record sheet</source>
        <translation>{name}: uitslagstaat</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Nog geen gegradeerde spelle nie.</translation>
    </message>
    <message>
        <source>adjusted</source>
        <comment>result: the rank was set by hand</comment>
        <extracomment>The result column of a player&apos;s record sheet: the game was won, lost, a jigo (draw), ...</extracomment>
        <translation>aangepas</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>geen uitslag</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>result: a drawn game</comment>
        <translation>jigo</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloor</translation>
    </message>
    <message>
        <source>rank, and the index within it, after each game</source>
        <translation>rang, en die indeks daarbinne, ná elke spel</translation>
    </message>
    <message>
        <source>{value} after each game</source>
        <translation>{value} ná elke spel</translation>
    </message>
    <message>
        <source>Now {rank}, {value_label} {value}</source>
        <extracomment>The report&apos;s summary line: &quot;Now 5k, Index +320&quot;; {value_label} is Index, GoR or Elo.</extracomment>
        <translation>Nou {rank}, {value_label} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>laas gespeel {date}</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>the player is not on the list</comment>
        <translation>onaktief</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Promoted from {before} since {since}</source>
        <extracomment>Tooltip on a rank: promoted from the rank {before} since {since} (a date or a club night).</extracomment>
        <translation>Bevorder van {before} sedert {since}</translation>
    </message>
    <message>
        <source>Down from {before} since {since}</source>
        <extracomment>Tooltip on a rank: demoted from the rank {before} since {since}.</extracomment>
        <translation>Gedaal van {before} sedert {since}</translation>
    </message>
    <message>
        <source>Not on the current list (inactive)</source>
        <translation>Nie op die huidige lys nie (onaktief)</translation>
    </message>
    <message>
        <source>Not on the current list</source>
        <translation>Nie op die huidige lys nie</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Type to find a player by name, rank or club…</source>
        <translation>Tik om &apos;n speler volgens naam, rang of klub te vind…</translation>
    </message>
    <message>
        <source>Show players not on the list</source>
        <translation>Wys spelers wat nie op die lys is nie</translation>
    </message>
    <message>
        <source>{hint}: &lt;a href=&quot;show&quot;&gt;show them&lt;/a&gt;</source>
        <extracomment>{hint} is a sentence saying which players are left off the list; &quot;show them&quot; is a link.</extracomment>
        <translation>{hint}: &lt;a href=&quot;show&quot;&gt;wys hulle&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>{shown} players match the filter out of %n in the list.</extracomment>
        <translation>
            <numerusform>{shown} van %n speler</numerusform>
            <numerusform>{shown} van %n spelers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintMessages</name>
    <message>
        <source>The page could not be drawn (the printer or file refused it).</source>
        <translation>Die bladsy kon nie geteken word nie (die drukker of lêer het dit geweier).</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source>Noticeboard</source>
        <translation>Kennisgewingbord</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, print &quot;1 win to ...&quot;</source>
        <extracomment>&quot;1 win to ...&quot; is the line printed under the player, e.g. &quot;1 win to 9k&quot; (the printout translates it too).</extracomment>
        <translation>Druk &quot;1 oorwinning tot ...&quot; onder elke speler wat een oorwinning van bevordering af is</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print preview: {club} rating list</source>
        <extracomment>The club&apos;s rating list (standings) as pinned on the noticeboard: &quot;Rangliste&quot;, &quot;classement&quot;, &quot;ranglys&quot;.</extracomment>
        <translation>Drukvoorskou: {club} se ranglys</translation>
    </message>
    <message>
        <source>Print the rating list</source>
        <translation>Druk die ranglys</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Druk</translation>
    </message>
    <message numerus="yes">
        <source>Sent the rating list (%n page(s)) to {printer}.</source>
        <translation>
            <numerusform>Die ranglys (%n bladsy) is na {printer} gestuur.</numerusform>
            <numerusform>Die ranglys (%n bladsye) is na {printer} gestuur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the rating list as PDF</source>
        <extracomment>&quot;rating list&quot; is also part of the suggested file name (Club name, rating list, date).</extracomment>
        <translation>Stoor die ranglys as PDF</translation>
    </message>
    <message>
        <source>rating list</source>
        <comment>part of a file name</comment>
        <translation>ranglys</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Stoor as PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved the rating list (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Die ranglys (%n bladsy) is as {file} gestoor.</numerusform>
            <numerusform>Die ranglys (%n bladsye) is as {file} gestoor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the club workbook</source>
        <translation>Voer die klubwerkboek uit</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-werkboek (*.xlsx)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Besig om uit te voer…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Voer uit</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Voer die spelle as CSV uit</translation>
    </message>
    <message>
        <source>games</source>
        <comment>part of a file name</comment>
        <translation>spelle</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Club at the head:</source>
        <extracomment>The member club whose name heads a player&apos;s report (on a federation server).</extracomment>
        <translation>&amp;Klub bo-aan:</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>Spelerverslag</translation>
    </message>
    <message>
        <source>{name}: record sheet and history</source>
        <translation>{name}: uitslagstaat en geskiedenis</translation>
    </message>
    <message>
        <source>Save {name}&apos;s report as PDF</source>
        <translation>Stoor {name} se verslag as PDF</translation>
    </message>
    <message>
        <source>Saved {name}&apos;s report as {file}.</source>
        <translation>{name} se verslag is as {file} gestoor.</translation>
    </message>
</context>
<context>
    <name>PrintoutMessages</name>
    <message>
        <source>the club night of {date}</source>
        <translation>die klubaand van {date}</translation>
    </message>
    <message>
        <source>the last printout ({date})</source>
        <translation>die laaste drukstuk ({date})</translation>
    </message>
    <message>
        <source>print writes a PDF file; give a name ending in .pdf, not {name}.</source>
        <translation>print skryf &apos;n PDF-lêer; gee &apos;n naam wat op .pdf eindig, nie {name} nie.</translation>
    </message>
</context>
<context>
    <name>PublishMessages</name>
    <message>
        <source>{written} pages written, {unchanged} unchanged, {removed} removed</source>
        <translation>{written} bladsye geskryf, {unchanged} onveranderd, {removed} verwyder</translation>
    </message>
    <message>
        <source>The templates folder {folder} does not exist.</source>
        <translation>Die sjabloonvouer {folder} bestaan nie.</translation>
    </message>
    <message>
        <source>Cannot create the site folder {folder}: {reason}.</source>
        <translation>Die webwerfvouer {folder} kan nie geskep word nie: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the site folder {folder}: {reason}.</source>
        <translation>Die webwerfvouer {folder} kan nie gelees word nie: {reason}.</translation>
    </message>
    <message>
        <source>Cannot remove {file}: {reason}.</source>
        <translation>{file} kan nie verwyder word nie: {reason}.</translation>
    </message>
    <message>
        <source>{reason} Pages written so far are complete.</source>
        <translation>{reason} Die bladsye wat tot dusver geskryf is, is volledig.</translation>
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
        <translation>volgens EGD-PIN</translation>
    </message>
    <message>
        <source>by name</source>
        <translation>volgens naam</translation>
    </message>
    <message>
        <source>as you chose</source>
        <translation>soos u gekies het</translation>
    </message>
    <message>
        <source>{name}: already in the federation as {who}, {how}</source>
        <translation>{name}: reeds in die federasie as {who}, {how}</translation>
    </message>
    <message>
        <source>{name}: already in the federation ({club}), {how}</source>
        <translation>{name}: reeds in die federasie ({club}), {how}</translation>
    </message>
    <message>
        <source>no home club</source>
        <translation>geen tuisklub</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>Pushing {file} into the federation as {club}:</source>
        <translation>{file} word as {club} in die federasie ingestuur:</translation>
    </message>
    <message>
        <source>  matched  {match}</source>
        <extracomment>A line of a push&apos;s dry run: the columns line up in English (&quot;matched&quot;, &quot;new&quot;, &quot;CONFLICT&quot;, &quot;event&quot;, &quot;note&quot;).</extracomment>
        <translation>  gevind   {match}</translation>
    </message>
    <message>
        <source>  new      {name} ({rank})</source>
        <translation>  nuut     {name} ({rank})</translation>
    </message>
    <message>
        <source>  CONFLICT {conflict}</source>
        <translation>  KONFLIK  {conflict}</translation>
    </message>
    <message>
        <source>  event    {event}: already in the federation</source>
        <translation>  toernooi {event}: reeds in die federasie</translation>
    </message>
    <message>
        <source>  event    {event}: new</source>
        <translation>  toernooi {event}: nuut</translation>
    </message>
    <message>
        <source>  note     {note}</source>
        <translation>  nota     {note}</translation>
    </message>
    <message>
        <source>{players} matched, {new_players}, {conflicts}; {games} to enter ({known_games} already in the federation), {events} to add ({known_events} already there), {adjustments} ({known_adjustments} already there).</source>
        <translation>{players} gevind, {new_players}, {conflicts}; {games} om in te voer ({known_games} reeds in die federasie), {events} om by te voeg ({known_events} reeds daar), {adjustments} ({known_adjustments} reeds daar).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nuwe speler</numerusform>
            <numerusform>%n nuwe spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n konflik</numerusform>
            <numerusform>%n konflikte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n toernooi</numerusform>
            <numerusform>%n toernooie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n aanpassing</numerusform>
            <numerusform>%n aanpassings</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not CLUB NAME=FEDERATION NAME (for example &quot;Jon Smith=John Smith&quot;).</source>
        <translation>&quot;{item}&quot; is nie KLUBNAAM=FEDERASIENAAM nie (byvoorbeeld &quot;Jon Smith=John Smith&quot;).</translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not NAME or NAME=NEW NAME (for example &quot;John Smith=John Smith (Cape Town)&quot;).</source>
        <translation>&quot;{item}&quot; is nie NAAM of NAAM=NUWE NAAM nie (byvoorbeeld &quot;John Smith=John Smith (Kaapstad)&quot;).</translation>
    </message>
    <message>
        <source>cannot go in as a new player named &quot;{called}&quot;: {holder} has that name (names are unique in the federation; give another)</source>
        <translation>kan nie as &apos;n nuwe speler genaamd &quot;{called}&quot; ingaan nie: {holder} het daardie naam (name is uniek in die federasie; gee &apos;n ander een)</translation>
    </message>
    <message>
        <source>you matched it with &quot;{wanted}&quot;, who is not in the federation</source>
        <translation>u het dit met &quot;{wanted}&quot; gepaar, wat nie in die federasie is nie</translation>
    </message>
    <message>
        <source>EGD pin {pin} is also on {names} in the club file (one person twice? merge them in the club first)</source>
        <translation>EGD-PIN {pin} is ook by {names} in die klublêer (een persoon twee keer? voeg hulle eers in die klub saam)</translation>
    </message>
    <message>
        <source>EGD pin {pin} is on {count} federation players: {names}</source>
        <translation>EGD-PIN {pin} is by {count} federasiespelers: {names}</translation>
    </message>
    <message>
        <source>EGD pin {pin} is {pinned}&apos;s, but the name is {named}&apos;s</source>
        <translation>EGD-PIN {pin} is {pinned} s&apos;n, maar die naam is {named} s&apos;n</translation>
    </message>
    <message>
        <source>the federation has several players of that name: {names}</source>
        <translation>die federasie het verskeie spelers met daardie naam: {names}</translation>
    </message>
    <message>
        <source>same name as {other}, but another EGD pin ({pin} here, {theirs} there)</source>
        <translation>dieselfde naam as {other}, maar &apos;n ander EGD-PIN ({pin} hier, {theirs} daar)</translation>
    </message>
    <message>
        <source>{other} has that name</source>
        <translation>{other} het daardie naam</translation>
    </message>
    <message>
        <source>{others} also answers to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} pas ook by {other} (een persoon twee keer? voeg hulle eers in die klub saam)</translation>
    </message>
    <message>
        <source>{others} also answer to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} pas ook by {other} (een persoon twee keer? voeg hulle eers in die klub saam)</translation>
    </message>
    <message>
        <source>two new players would both be called &quot;{name}&quot;</source>
        <translation>twee nuwe spelers sou albei &quot;{name}&quot; heet</translation>
    </message>
    <message>
        <source>The club file rates with {source} and the federation with {target}: shogi and Go players cannot share one rating list; nothing was pushed.</source>
        <translation>Die klublêer gradeer met {source} en die federasie met {target}: shogi- en Go-spelers kan nie een graderingslys deel nie; niks is ingestuur nie.</translation>
    </message>
    <message>
        <source>There is no club file {path}; nothing was pushed.</source>
        <translation>Daar is geen klublêer {path} nie; niks is ingestuur nie.</translation>
    </message>
    <message>
        <source>You are {mine}&apos;s secretary, so you push only for {mine}; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>U is {mine} se sekretaris, dus stuur u net vir {mine} in; die federasiebeampte stuur vir {club} in. Niks is ingestuur nie.</translation>
    </message>
    <message>
        <source>You are no club&apos;s secretary, so you push only for your own club; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>U is geen klub se sekretaris nie, dus stuur u net vir u eie klub in; die federasiebeampte stuur vir {club} in. Niks is ingestuur nie.</translation>
    </message>
    <message>
        <source>{file} has no player called {names} (--match and --new name the club file&apos;s players); nothing was pushed.</source>
        <translation>{file} het geen speler genaamd {names} nie (--match en --new noem die klublêer se spelers); niks is ingestuur nie.</translation>
    </message>
    <message>
        <source>the game {black} - {white} of {date}</source>
        <translation>die spel {black} – {white} van {date}</translation>
    </message>
    <message>
        <source>neither player plays for {club} and the game is in no event of {club}&apos;s: only their clubs&apos; secretaries or the federation officer can enter it</source>
        <translation>geen speler speel vir {club} nie en die spel is in geen toernooi van {club} nie: net hulle klubs se sekretarisse of die federasiebeampte kan dit invoer</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spel {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Aanpassing {number}</translation>
    </message>
    <message>
        <source>the club file rates with {source}, the federation with {target}: new players bring their starting ranks; their ratings are worked out the federation&apos;s way</source>
        <translation>die klublêer gradeer met {source}, die federasie met {target}: nuwe spelers bring hul beginrang saam; hul graderings word op die federasie se manier uitgewerk</translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s) without a game in the file</source>
        <translation>
            <numerusform>%n nuwe speler sonder &apos;n spel in die lêer</numerusform>
            <numerusform>%n nuwe spelers sonder &apos;n spel in die lêer</numerusform>
        </translation>
    </message>
    <message>
        <source>Pushed into the federation as {club}: {players}, {events}, {games}, {adjustments}.</source>
        <translation>As {club} in die federasie ingestuur: {players}, {events}, {games}, {adjustments}.</translation>
    </message>
    <message>
        <source>{file} was not pushed (nothing was written): {conflicts} to settle first, with --match or --new.</source>
        <translation>{file} is nie ingestuur nie (niks is geskryf nie): {conflicts} om eers op te los, met --match of --new.</translation>
    </message>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club file. Nothing was written.</source>
        <translation>{path} bestaan reeds; ClubRater skryf nooit oor &apos;n klublêer nie. Niks is geskryf nie.</translation>
    </message>
    <message>
        <source>There is no folder {folder}; nothing was written.</source>
        <translation>Daar is geen vouer {folder} nie; niks is geskryf nie.</translation>
    </message>
    <message>
        <source>Wrote {file} for {club}: {players}, {games}, {events}, {adjustments} from {clubs}.</source>
        <translation>{file} vir {club} geskryf: {players}, {games}, {events}, {adjustments} van {clubs}.</translation>
    </message>
    <message numerus="yes">
        <source>%n member club(s)</source>
        <translation>
            <numerusform>%n lidklub</numerusform>
            <numerusform>%n lidklubs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushPreview</name>
    <message>
        <source>Push {file} into the federation</source>
        <translation>Stuur {file} na die federasie</translation>
    </message>
    <message numerus="yes">
        <source>Matched (%n)</source>
        <extracomment>Tab titles of the push preview; %n is how many lines the tab lists.</extracomment>
        <translation>
            <numerusform>Gepas (%n)</numerusform>
            <numerusform>Gepas (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Nuwe spelers (%n)</numerusform>
            <numerusform>Nuwe spelers (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflicts (%n)</source>
        <translation>
            <numerusform>Konflikte (%n)</numerusform>
            <numerusform>Konflikte (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to enter</source>
        <translation>
            <numerusform>%n spel om in te voer</numerusform>
            <numerusform>%n spelle om in te voer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the federation</source>
        <translation>
            <numerusform>%n reeds in die federasie</numerusform>
            <numerusform>%n reeds in die federasie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nuwe toernooi</numerusform>
            <numerusform>%n nuwe toernooie</numerusform>
        </translation>
    </message>
    <message>
        <source>Entered as {club}: {games} ({known}); {events}.</source>
        <translation>Ingevoer as {club}: {games} ({known}); {events}.</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Stuur</translation>
    </message>
    <message>
        <source>Nothing can be pushed while there are conflicts: settle each one in the club file, or on the command line with --match or --new.</source>
        <translation>Niks kan gestuur word terwyl daar konflikte is nie: los elkeen in die klublêer op, of op die opdragreël met --match of --new.</translation>
    </message>
    <message>
        <source>Everything in this file is already in the federation: nothing to push.</source>
        <translation>Alles in hierdie lêer is reeds in die federasie: niks om te stuur nie.</translation>
    </message>
</context>
<context>
    <name>QueryMessages</name>
    <message>
        <source>&quot;{name}&quot; is not in the player list.</source>
        <translation>&quot;{name}&quot; is nie in die spelerslys nie.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Daar is geen spel nommer {number} nie.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Daar is geen toernooi nommer {number} nie.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Daar is geen aanpassing nommer {number} nie.</translation>
    </message>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}, {games}, {events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n toernooi</numerusform>
            <numerusform>%n toernooie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankMessages</name>
    <message>
        <source>no rank has ordinal {ordinal}</source>
        <translation>geen rang het rangnommer {ordinal} nie</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is not a rank like 12k, 3d or 1p</source>
        <translation>rang &quot;{text}&quot; is nie &apos;n rang soos 12k, 3d of 1p nie</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is out of range ({span})</source>
        <translation>rang &quot;{text}&quot; is buite bereik ({span})</translation>
    </message>
</context>
<context>
    <name>RatingListMessages</name>
    <message>
        <source>EGD list</source>
        <translation>EGD-lys</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <translation>FFG-leer</translation>
    </message>
    <message>
        <source>AGA list</source>
        <translation>AGA-lys</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG-lisensie</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA-ID</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a federation ClubRater knows (egd, ffg or aga).</source>
        <translation>&quot;{text}&quot; is nie &apos;n federasie wat ClubRater ken nie (egd, ffg of aga).</translation>
    </message>
    <message>
        <source>{id_name} {id}</source>
        <translation>{id_name} {id}</translation>
    </message>
    <message>
        <source>no rank</source>
        <translation>geen rang</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} van {date}: {players} spelers</translation>
    </message>
    <message>
        <source>{list}: {players} players</source>
        <translation>{list}: {players} spelers</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a list reference like egd:12345678, ffg:9361003 or aga:15648.</source>
        <translation>&quot;{text}&quot; is nie &apos;n lysverwysing soos egd:12345678, ffg:9361003 of aga:15648 nie.</translation>
    </message>
</context>
<context>
    <name>RatingLists</name>
    <message>
        <source>differs</source>
        <extracomment>Compare with list: the player&apos;s details differ from the list&apos;s.</extracomment>
        <translation>verskil</translation>
    </message>
    <message>
        <source>ambiguous: several in the list</source>
        <extracomment>Compare with list: several entries of the list could be this player.</extracomment>
        <translation>dubbelsinnig: verskeie in die lys</translation>
    </message>
    <message>
        <source>ID not in the list</source>
        <translation>ID nie in die lys nie</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>dieselfde</translation>
    </message>
    <message>
        <source>EGD list</source>
        <extracomment>The European Go Database&apos;s rating list.</extracomment>
        <translation>EGD-lys</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <extracomment>The French Go Federation&apos;s rating list (&quot;échelle FFG&quot;).</extracomment>
        <translation>FFG-ranglys</translation>
    </message>
    <message>
        <source>AGA list</source>
        <extracomment>The American Go Association&apos;s rating list.</extracomment>
        <translation>AGA-lys</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <extracomment>A player&apos;s number in the European Go Database.</extracomment>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s French Go Federation licence number.</extracomment>
        <translation>FFG-lisensie</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA-ID</translation>
    </message>
    <message>
        <source>{holder} is already in the player list with {id_name} {id}.</source>
        <extracomment>{id_name} is &quot;EGD PIN&quot;, &quot;FFG licence&quot; or &quot;AGA ID&quot;; {id} the number.</extracomment>
        <translation>{holder} is reeds in die spelerslys met {id_name} {id}.</translation>
    </message>
    <message>
        <source>From the {list}: {entry}</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {entry} the entry&apos;s details.</extracomment>
        <translation>Uit die {list}: {entry}</translation>
    </message>
    <message>
        <source>The form starts him at {start}, the grade he declared in the list; {shown} is the rank his rating ({rating}) stands for. Type {shown} as the rank to start him there instead.</source>
        <extracomment>{start} and {shown} are kyu/dan ranks (5k, 6k); {rating} the list&apos;s rating (GoR 1532, FFG -870, AGA -5.5).</extracomment>
        <translation>Die vorm begin hom op {start}, die graad wat hy in die lys opgegee het; {shown} is die rang waarvoor sy gradering ({rating}) staan. Tik {shown} as die rang om hom eerder daar te laat begin.</translation>
    </message>
    <message>
        <source>Add {name} from the {list}</source>
        <extracomment>An undo command&apos;s name: &quot;Add Anna Novak from the EGD list&quot;.</extracomment>
        <translation>Voeg {name} by uit die {list}</translation>
    </message>
    <message>
        <source>Store IDs and ratings from the {list}</source>
        <extracomment>An undo command&apos;s name.</extracomment>
        <translation>Stoor ID&apos;s en graderings uit die {list}</translation>
    </message>
    <message>
        <source>Download a rating list</source>
        <translation>Laai &apos;n graderingslys af</translation>
    </message>
    <message>
        <source>Downloading the {list} from {url}…</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {url} the web address.</extracomment>
        <translation>Die {list} word van {url} afgelaai…</translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <extracomment>Column title: the player&apos;s GoR in the European Go Database.</extracomment>
        <translation>EGD GoR</translation>
    </message>
    <message>
        <source>FFG rating</source>
        <extracomment>Column title: the player&apos;s rating in the French Go Federation&apos;s ladder.</extracomment>
        <translation>FFG-gradering</translation>
    </message>
    <message>
        <source>AGA rating</source>
        <extracomment>Column title: the player&apos;s American Go Association rating.</extracomment>
        <translation>AGA-gradering</translation>
    </message>
</context>
<context>
    <name>RatingSystems</name>
    <message>
        <source>SAGC rank and index</source>
        <extracomment>Rating system: South African Go Clubs&apos; kyu/dan rank with an index (0..999) within the rank.</extracomment>
        <translation>SAGC-rang en -indeks</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed from 1998 to 2020.</extracomment>
        <translation>EGF GoR (klassiek, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed since 2021.</extracomment>
        <translation>EGF GoR (sedert 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <extracomment>Rating system: the Federation of European Shogi Associations&apos; Elo with shogi kyu/dan grades.</extracomment>
        <translation>FESA Elo (shogi)</translation>
    </message>
</context>
<context>
    <name>RatingTerms</name>
    <message>
        <source>Index</source>
        <extracomment>The SAGC rating number kept beside a player&apos;s kyu/dan rank (0 to 999 within a rank), not a list index.</extracomment>
        <translation>Indeks</translation>
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
        <translation>Gradering</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column title: a player&apos;s kyu/dan grade, not a position in the list.</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column title: a shogi player&apos;s kyu/dan grade as FESA lists it.</extracomment>
        <translation>FESA-graad</translation>
    </message>
    <message>
        <source>index</source>
        <comment>mid-sentence</comment>
        <extracomment>The SAGC index in the middle of a sentence (&quot;3k, index 512&quot;); lower case where the language wants it.</extracomment>
        <translation>indeks</translation>
    </message>
    <message>
        <source>even</source>
        <comment>no handicap</comment>
        <extracomment>No handicap: an even game.</extracomment>
        <translation>geen voorgee</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <source>not rated</source>
        <translation>nie gegradeer nie</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>geen uitslag</translation>
    </message>
    <message>
        <source>B</source>
        <comment>record sheet: Black</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was Black. One word (&quot;Black&quot;), not a letter.</extracomment>
        <translation>Swart</translation>
    </message>
    <message>
        <source>W</source>
        <comment>record sheet: White</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was White. One word (&quot;White&quot;), not a letter.</extracomment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: a drawn shogi game</comment>
        <extracomment>A shogi record sheet&apos;s winner cell: the game was drawn (no winner). One word.</extracomment>
        <translation>Gelykop</translation>
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
        <translation>prestasiegradering</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>Record sheet comment (EGF): the player&apos;s rating was set to the starting rating of the rank they now profess.</extracomment>
        <translation>gradering teruggestel na dié van die nuwe rang</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <extracomment>Record sheet comment (EGF): what the player lost at this event was limited to 100 GoR points.</extracomment>
        <translation>verlies in die toernooi tot 100 beperk</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <extracomment>Record sheet comment (EGF): the rating is at its lowest possible value.</extracomment>
        <translation>gradering op die minimum</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no shogi grade</comment>
        <translation>geen</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>Record sheet comment (shogi): the player&apos;s FESA grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>graad {before} → {after}</translation>
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
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Wenner</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event of the game.</extracomment>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>row check</comment>
        <extracomment>Column title: what the check of the row says (ready, or what is wrong).</extracomment>
        <translation>Kontrole</translation>
    </message>
    <message>
        <source>the same two players are also on row(s) {rows}</source>
        <extracomment>A warning in the row&apos;s check; {rows} lists the other row numbers (&quot;3, 5&quot;).</extracomment>
        <translation>dieselfde twee spelers staan ook in ry {rows}</translation>
    </message>
    <message>
        <source>Who played Black?</source>
        <translation>Wie het met Swart gespeel?</translation>
    </message>
    <message>
        <source>Who played White?</source>
        <translation>Wie het met Wit gespeel?</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Did you mean {meant}? Add {name}? (Ctrl+Shift+A)</source>
        <extracomment>{meant} is the name of a player in the list that looks like the {name} typed.</extracomment>
        <translation>{name} is nie in die spelerslys nie. Bedoel jy {meant}? Voeg {name} by? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}? (Ctrl+Shift+A)</source>
        <translation>{name} is nie in die spelerslys nie. Voeg {name} by? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Dieselfde speler kan nie met Swart én Wit speel nie.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Add it? (Ctrl+Shift+A)</source>
        <translation>Daar is geen toernooi genaamd &quot;{event}&quot; nie. Voeg dit by? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {handicap}</source>
        <extracomment>A ready shogi row: &quot;✓ 3 Kyu v 1 Dan, Rook&quot; ({black} and {white} are grades, {handicap} the pieces).</extracomment>
        <translation>✓ {black} teen {white}, {handicap}</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n klip voorgee</numerusform>
            <numerusform>%n klippe voorgee</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {stones}, komi {komi}</source>
        <extracomment>A ready Go row: &quot;✓ 12k v 10k, 2 stones, komi 0.5&quot; ({black} and {white} are ranks).</extracomment>
        <translation>✓ {black} teen {white}, {stones}, komi {komi}</translation>
    </message>
    <message>
        <source>the stronger player ({rank}) is Black: colours swapped?</source>
        <extracomment>A warning: the stronger player usually takes White; {rank} is Black&apos;s kyu/dan rank.</extracomment>
        <translation>die sterker speler ({rank}) is Swart: kleure omgeruil?</translation>
    </message>
    <message>
        <source>a jigo with komi {komi} cannot happen: winner or komi mistyped?</source>
        <extracomment>A warning: a draw (jigo) is impossible when komi has half a point.</extracomment>
        <translation>&apos;n jigo met komi {komi} is onmoontlik: wenner of komi verkeerd getik?</translation>
    </message>
</context>
<context>
    <name>ReportMessages</name>
    <message numerus="yes">
        <source>{date}: %n game(s)</source>
        <translation>
            <numerusform>{date}: %n spel</numerusform>
            <numerusform>{date}: %n spelle</numerusform>
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
        <translation>{standing} (tussen {lower} en {upper})</translation>
    </message>
    <message>
        <source>adjustment to {standing}</source>
        <translation>aanpassing na {standing}</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>, %n klip</numerusform>
            <numerusform>, %n klippe</numerusform>
        </translation>
    </message>
    <message>
        <source> ({event})</source>
        <translation> ({event})</translation>
    </message>
    <message>
        <source>jigo against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>jigo teen {opponent} {rank} as {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>won against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>gewen teen {opponent} {rank} as {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>lost against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>verloor teen {opponent} {rank} as {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>no result against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>geen uitslag teen {opponent} {rank} as {colour}{stones}{event}</translation>
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
        <translation>Herstel rugsteun</translation>
    </message>
    <message>
        <source>Copies of {file}, newest first. Restoring replaces the club file with the chosen copy; the current file is kept as one more backup first, so a restore can itself be undone.</source>
        <translation>Kopieë van {file}, nuutste eerste. Herstel vervang die klublêer met die gekose kopie; die huidige lêer word eers as nog &apos;n rugsteun gehou, sodat &apos;n herstel self ontdoen kan word.</translation>
    </message>
    <message>
        <source>Taken</source>
        <comment>column: when the backup was taken</comment>
        <extracomment>Column headings of the backups list: when the copy was taken, why, how many games it holds.</extracomment>
        <translation>Gemaak</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>column: why the backup was taken</comment>
        <translation>Hoekom</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: games in the backup</comment>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Herstel</translation>
    </message>
</context>
<context>
    <name>SafetyMessages</name>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>dit kan nie gelees word nie ({reason})</translation>
    </message>
    <message>
        <source>it is not an SQLite file</source>
        <translation>dit is nie &apos;n SQLite-lêer nie</translation>
    </message>
    <message>
        <source>its integrity check reports damage in stored text</source>
        <translation>sy integriteitstoets meld skade in gestoorde teks</translation>
    </message>
    <message>
        <source>The backup {file} was written by a newer ClubRater (schema {revision}); update ClubRater to restore it.</source>
        <translation>Die rugsteun {file} is deur &apos;n nuwer ClubRater geskryf (skema {revision}); dateer ClubRater op om dit terug te sit.</translation>
    </message>
    <message>
        <source>The backup {file}</source>
        <translation>Die rugsteun {file}</translation>
    </message>
    <message>
        <source>There is no backup {file}; `clubrater backups` lists the copies there are.</source>
        <translation>Daar is geen rugsteun {file} nie; `clubrater backups` lys die afskrifte wat daar is.</translation>
    </message>
    <message>
        <source>{reason} Nothing was restored, and {file} is unchanged.</source>
        <translation>{reason} Niks is herstel nie, en {file} is onveranderd.</translation>
    </message>
    <message>
        <source>The backup {file} is damaged or holds no club; choose another one.</source>
        <translation>Die rugsteun {file} is beskadig of bevat geen klub nie; kies &apos;n ander een.</translation>
    </message>
    <message>
        <source>The backup {file} is a copy of another club, not of {club_file}; nothing was changed.</source>
        <translation>Die rugsteun {file} is &apos;n afskrif van &apos;n ander klub, nie van {club_file} nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>The copy of {file} kept before restoring holds {kept} games instead of {before}; nothing was restored.</source>
        <translation>Die afskrif van {file} wat voor die herstel gemaak is, bevat {kept} spelle in plaas van {before}; niks is herstel nie.</translation>
    </message>
    <message>
        <source>Note: 1 record was changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>Let wel: 1 rekord is deur &apos;n ander program verander sedert ClubRater die lêer laas geskryf het ({records}); ClubRater gradeer die rekords soos hulle nou is, en aanvaar hulle met sy volgende verandering.</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n records were changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>
            <numerusform>Let wel: %n rekord is deur &apos;n ander program verander sedert ClubRater die lêer laas geskryf het ({records}); ClubRater gradeer die rekords soos hulle nou is, en aanvaar hulle met sy volgende verandering.</numerusform>
            <numerusform>Let wel: %n rekords is deur &apos;n ander program verander sedert ClubRater die lêer laas geskryf het ({records}); ClubRater gradeer die rekords soos hulle nou is, en aanvaar hulle met sy volgende verandering.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: the ratings kept in the file to open it quickly were changed outside ClubRater or kept on another computer; they are not used, and the ratings are worked out afresh from the games.</source>
        <translation>Let wel: die graderings wat in die lêer gehou word om dit vinnig oop te maak, is buite ClubRater verander of op &apos;n ander rekenaar gehou; hulle word nie gebruik nie, en die graderings word opnuut uit die spelle uitgewerk.</translation>
    </message>
    <message>
        <source>{file} is intact: SQLite&apos;s integrity check and the checksum of every stored record agree.</source>
        <translation>{file} is ongeskonde: SQLite se integriteitstoets en die kontrolesom van elke gestoorde rekord stem ooreen.</translation>
    </message>
    <message>
        <source>{file} is damaged: {problems}.</source>
        <translation>{file} is beskadig: {problems}.</translation>
    </message>
    <message>
        <source>{file} passes SQLite&apos;s integrity check, but 1 stored record no longer matches what was typed: {records}.</source>
        <translation>{file} slaag SQLite se integriteitstoets, maar 1 gestoorde rekord pas nie meer by wat ingetik is nie: {records}.</translation>
    </message>
    <message numerus="yes">
        <source>{file} passes SQLite&apos;s integrity check, but %n stored records no longer match what was typed: {records}.</source>
        <translation>
            <numerusform>{file} slaag SQLite se integriteitstoets, maar %n gestoorde rekord pas nie meer by wat ingetik is nie: {records}.</numerusform>
            <numerusform>{file} slaag SQLite se integriteitstoets, maar %n gestoorde rekords pas nie meer by wat ingetik is nie: {records}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored, so ClubRater does not open it.</source>
        <translation>{file} bevat &apos;n voorwerp wat ClubRater nie maak nie ({objects}): &apos;n ander program het dit bygevoeg, en dit kan verander wat gestoor is, dus maak ClubRater dit nie oop nie.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored, so ClubRater does not open it.</source>
        <translation>
            <numerusform>{file} bevat %n voorwerp wat ClubRater nie maak nie ({objects}): &apos;n ander program het dit bygevoeg, en dit kan verander wat gestoor is, dus maak ClubRater dit nie oop nie.</numerusform>
            <numerusform>{file} bevat %n voorwerpe wat ClubRater nie maak nie ({objects}): &apos;n ander program het hulle bygevoeg, en hulle kan verander wat gestoor is, dus maak ClubRater dit nie oop nie.</numerusform>
        </translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, {games} spelle</translation>
    </message>
    <message>
        <source>{text} The newest backup whose records all hold is {file} ({taken:%Y-%m-%d %H:%M}{games}).</source>
        <translation>{text} Die nuutste rugsteun waarvan al die rekords ongeskonde is, is {file} ({taken:%Y-%m-%d %H:%M}{games}).</translation>
    </message>
    <message>
        <source>{text} No backup beside it has all its records intact.</source>
        <translation>{text} Geen rugsteun langsaan het al sy rekords ongeskonde nie.</translation>
    </message>
</context>
<context>
    <name>SchemaMessages</name>
    <message>
        <source>the trigger &quot;{name}&quot; on {table}</source>
        <translation>die sneller “{name}” op {table}</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot; on {table}</source>
        <translation>die indeks “{name}” op {table}</translation>
    </message>
    <message>
        <source>the trigger &quot;{name}&quot;</source>
        <translation>die sneller “{name}”</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot;</source>
        <translation>die indeks “{name}”</translation>
    </message>
    <message>
        <source>the table &quot;{name}&quot;</source>
        <translation>die tabel “{name}”</translation>
    </message>
    <message>
        <source>the view &quot;{name}&quot;</source>
        <translation>die aansig “{name}”</translation>
    </message>
    <message>
        <source>{name} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>{name} bevat &apos;n voorwerp wat ClubRater nie maak nie ({objects}): &apos;n ander program het dit bygevoeg, en dit kan verander wat gestoor is. `clubrater check` lys hulle; sit &apos;n rugsteun sonder hulle terug.</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>
            <numerusform>{name} bevat %n voorwerp wat ClubRater nie maak nie ({objects}): &apos;n ander program het dit bygevoeg, en dit kan verander wat gestoor is. `clubrater check` lys hulle; sit &apos;n rugsteun sonder hulle terug.</numerusform>
            <numerusform>{name} bevat %n voorwerpe wat ClubRater nie maak nie ({objects}): &apos;n ander program het hulle bygevoeg, en hulle kan verander wat gestoor is. `clubrater check` lys hulle; sit &apos;n rugsteun sonder hulle terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>{more} more</source>
        <translation>{more} meer</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the objects named, before the last (&quot;the trigger &quot;a&quot;, the view &quot;b&quot; and ...&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} en {last}</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The federation server is busy with another club&apos;s change; nothing was saved, try again.</source>
        <translation>Die federasiebediener is besig met &apos;n ander klub se verandering; niks is gestoor nie, probeer weer.</translation>
    </message>
    <message>
        <source>&quot;{address}&quot; is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.</source>
        <translation>&quot;{address}&quot; is nie &apos;n databasisadres nie; skryf dit as postgresql://ROL@GASHEER:POORT/DATABASIS.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name is longer than 200 characters, the limit for every name; nothing was changed.</source>
        <translation>{doing} is geweier: &apos;n naam is langer as 200 karakters, die grens vir elke naam; niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or note holds a control character (such as a terminal escape), which the federation database never stores; nothing was changed.</source>
        <translation>{doing} is geweier: &apos;n naam of nota bevat &apos;n beheerkarakter (soos &apos;n terminaal-ontsnapreeks), wat die federasiedatabasis nooit stoor nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or value is longer than the federation database allows (200 characters for a name); nothing was changed.</source>
        <translation>{doing} is geweier: &apos;n naam of waarde is langer as wat die federasiedatabasis toelaat (200 karakters vir &apos;n naam); niks is verander nie.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: the entry order of games is set by the server alone. Nothing was changed.</source>
        <translation>Die federasiedatabasis het {doing} geweier: die invoervolgorde van spelle word deur die bediener alleen bepaal. Niks is verander nie.</translation>
    </message>
    <message>
        <source>The connection to the federation database at {where} was lost, so {doing} was not done; nothing was changed. Try again when the server is back.</source>
        <translation>Die verbinding met die federasiedatabasis by {where} is verloor, dus is {doing} nie gedoen nie; niks is verander nie. Probeer weer wanneer die bediener terug is.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>Die federasiedatabasis het {doing} geweier: dit behoort aan &apos;n ander klub, en net daardie klub se sekretaris of die federasiebeampte mag dit verander. Niks is verander nie.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: your role may not do that (it is the federation officer&apos;s). Nothing was changed.</source>
        <translation>Die federasiedatabasis het {doing} geweier: u rol mag dit nie doen nie (dit is die federasiebeampte s&apos;n). Niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} needs a club: the federation officer chooses the club he enters for. Nothing was changed.</source>
        <translation>{doing} het &apos;n klub nodig: die federasiebeampte kies die klub waarvoor hy invoer. Niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} would store something twice (another secretary may have just entered it); nothing was changed.</source>
        <translation>{doing} sou iets twee keer stoor (&apos;n ander sekretaris het dit dalk pas ingevoer); niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} refers to something another secretary has just removed or still uses; nothing was changed.</source>
        <translation>{doing} verwys na iets wat &apos;n ander sekretaris pas verwyder het of nog gebruik; niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} on the federation database failed ({reason}); nothing was changed.</source>
        <translation>{doing} op die federasiedatabasis het misluk ({reason}); niks is verander nie.</translation>
    </message>
    <message>
        <source>reading the federation</source>
        <translation>die lees van die federasie</translation>
    </message>
    <message>
        <source>The database {where} holds other tables and is not a ClubRater federation database; nothing was changed.</source>
        <translation>Die databasis {where} bevat ander tabelle en is nie &apos;n ClubRater-federasiedatabasis nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>The database {where} is not a ClubRater federation database yet; `clubrater federation init --db URL` sets it up.</source>
        <translation>Die databasis {where} is nog nie &apos;n ClubRater-federasiedatabasis nie; `clubrater federation init --db URL` stel dit op.</translation>
    </message>
    <message>
        <source>The federation database {where} was set up by a newer ClubRater (schema {current}); update ClubRater to use it.</source>
        <translation>Die federasiedatabasis {where} is deur &apos;n nuwer ClubRater opgestel (skema {current}); dateer ClubRater op om dit te gebruik.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading; the federation officer runs `clubrater federation init --db URL` with the new ClubRater.</source>
        <translation>Die federasiedatabasis {where} moet opgegradeer word; die federasiebeampte voer `clubrater federation init --db URL` met die nuwe ClubRater uit.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading, and only its owner (the federation officer) may do that: `clubrater federation init --db URL`.</source>
        <translation>Die federasiedatabasis {where} moet opgegradeer word, en net sy eienaar (die federasiebeampte) mag dit doen: `clubrater federation init --db URL`.</translation>
    </message>
    <message>
        <source>upgrading the federation database</source>
        <translation>die opgradering van die federasiedatabasis</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>die stoor van die verandering</translation>
    </message>
    <message>
        <source>The federation database at {where} did not accept {who} with that password (or no password was given); nothing was opened.</source>
        <translation>Die federasiedatabasis by {where} het {who} nie met daardie wagwoord aanvaar nie (of geen wagwoord is gegee nie); niks is oopgemaak nie.</translation>
    </message>
    <message>
        <source>There is no database {database} on the server at {host}:{port}.</source>
        <translation>Daar is geen databasis {database} op die bediener by {host}:{port} nie.</translation>
    </message>
    <message>
        <source>The federation database at {where} cannot be reached ({reason}); is the server running, and is the address right?</source>
        <translation>Die federasiedatabasis by {where} kan nie bereik word nie ({reason}); loop die bediener, en is die adres reg?</translation>
    </message>
</context>
<context>
    <name>SessionMessages</name>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club database.</source>
        <translation>{path} bestaan reeds; ClubRater skryf nooit oor &apos;n klubdatabasis nie.</translation>
    </message>
    <message>
        <source>{path} has no club in it; create one with `clubrater init`.</source>
        <translation>{path} bevat geen klub nie; skep een met `clubrater init`.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Club settings</source>
        <translation>Klubinstellings</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Stoor</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>Klub&amp;naam:</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Graderingstelsel:</translation>
    </message>
    <message>
        <source>Default &amp;komi:</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>Verstek-&amp;komi:</translation>
    </message>
    <message>
        <source>Komi of an even game; handicap games get 0.5 unless you type another.</source>
        <translation>Komi van &apos;n gelyke spel; voorgeespelle kry 0,5 tensy jy iets anders tik.</translation>
    </message>
    <message>
        <source>Handicap &amp;correction:</source>
        <extracomment>Club setting: ranks taken off the rank difference before handicap stones are given at club night.</extracomment>
        <translation>Voorgee-&amp;regstelling:</translation>
    </message>
    <message>
        <source>Handicap c&amp;eiling:</source>
        <extracomment>Club setting: the most handicap stones club-night pairing gives.</extracomment>
        <translation>Voorgee-&amp;maksimum:</translation>
    </message>
    <message>
        <source>Club night pairs: no stones for a rank difference of the correction plus one or less, else the difference less the correction, at most the ceiling.</source>
        <translation>Klubaand se pare: geen klippe vir &apos;n rangverskil tot die regstelling plus een nie, anders die verskil min die regstelling, hoogstens die maksimum.</translation>
    </message>
    <message>
        <source>Default game &amp;type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free) a new game gets.</extracomment>
        <translation>Verstek-spel&amp;soort:</translation>
    </message>
    <message>
        <source>Who is listed:</source>
        <translation>Wie gelys word:</translation>
    </message>
    <message>
        <source>Club file:</source>
        <translation>Klublêer:</translation>
    </message>
    <message>
        <source>&amp;Window language:</source>
        <translation>&amp;Venstertaal:</translation>
    </message>
    <message>
        <source>On this computer; the window changes as soon as you save.</source>
        <translation>Op hierdie rekenaar; die venster verander sodra jy stoor.</translation>
    </message>
    <message>
        <source>&amp;Printout language:</source>
        <extracomment>The language of the club&apos;s noticeboard printout, player reports and Excel workbook.</extracomment>
        <translation>&amp;Druktaal:</translation>
    </message>
    <message>
        <source>The club&apos;s: the noticeboard, the player reports and the workbook.</source>
        <translation>Die klub s&apos;n: die kennisgewingbord, die spelerverslae en die werkboek.</translation>
    </message>
    <message>
        <source>Every rating will be worked out again with this system; no game or player changes, and Undo switches back.</source>
        <translation>Elke gradering sal weer met hierdie stelsel uitgewerk word; geen spel of speler verander nie, en Ontdoen skakel terug.</translation>
    </message>
    <message>
        <source>The club needs a name.</source>
        <translation>Die klub het &apos;n naam nodig.</translation>
    </message>
</context>
<context>
    <name>SettingsMessages</name>
    <message>
        <source>The club needs a name.</source>
        <translation>Die klub het &apos;n naam nodig.</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>naam van die klub</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}; niks is verander nie.</translation>
    </message>
    <message>
        <source>The handicap correction must be between -9 and 9 ranks, not {correction}; nothing was changed.</source>
        <translation>Die voorgee-regstelling moet tussen -9 en 9 range wees, nie {correction} nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>The handicap ceiling must be between 0 and 9 stones, not {ceiling}; nothing was changed.</source>
        <translation>Die voorgee-plafon moet tussen 0 en 9 klippe wees, nie {ceiling} nie; niks is verander nie.</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>none (club games)</source>
        <extracomment>Placeholder of the sheet&apos;s event box: the games belong to no event.</extracomment>
        <translation>geen (klubspelle)</translation>
    </message>
    <message>
        <source>Save the sheet (Ctrl+S)</source>
        <translation>Stoor die staat (Ctrl+S)</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Maak die staat skoon</translation>
    </message>
    <message>
        <source>Club &amp;night of</source>
        <extracomment>Label of the date box: the club evening the games were played on.</extracomment>
        <translation>Klub&amp;aand van</translation>
    </message>
    <message>
        <source>Game &amp;type</source>
        <translation>Spel&amp;soort</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the sheet&apos;s games belong to.</extracomment>
        <translation>&amp;Toernooi</translation>
    </message>
    <message>
        <source>Type the games row after row as they are on the paper sheet: Black, White, handicap, komi, winner (B, W or J). Tab or Enter moves to the next box, and to the next row after the winner (type and event come from the settings above; go there with the arrow keys to change one row&apos;s). Grey values are filled in for you from the ranks and the settings; type over them to change them. Each row is checked as you go. Nothing is saved until you press Ctrl+S, and then every game is saved together.</source>
        <translation>Tik die spelle ry vir ry soos hulle op die papierstaat staan: Swart, Wit, voorgee, komi, wenner (B, W of J). Tab of Enter skuif na die volgende blokkie, en ná die wenner na die volgende ry (soort en toernooi kom van die instellings hierbo; gaan soontoe met die pyltjiesleutels om een ry s&apos;n te verander). Grys waardes word vir jou uit die range en die instellings ingevul; tik daaroor om hulle te verander. Elke ry word nagegaan terwyl jy tik. Niks word gestoor voordat jy Ctrl+S druk nie, en dan word elke spel saam gestoor.</translation>
    </message>
    <message>
        <source>A game of another night: Shift+Tab or Left from its empty Black box goes to its Date.</source>
        <extracomment>Said after the sheet&apos;s hint: how to give one row another date (the Date box is left of Black).</extracomment>
        <translation>’n Spel van ’n ander aand: Shift+Tab of Links uit sy leë Swart-blokkie gaan na sy Datum.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ready to save</source>
        <translation>
            <numerusform>%n spel gereed om te stoor</numerusform>
            <numerusform>%n spelle gereed om te stoor</numerusform>
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
            <numerusform>%n ry moet nog voltooi of gekorrigeer word</numerusform>
            <numerusform>%n rye moet nog voltooi of gekorrigeer word</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is empty: click the first Black box and start typing.</source>
        <translation>Die staat is leeg: klik op die eerste Swart-blokkie en begin tik.</translation>
    </message>
    <message>
        <source>Add {missing}…</source>
        <extracomment>A button: add the unknown player (a name) or the event (&quot;the event &quot;Cape Open&quot;&quot;).</extracomment>
        <translation>Voeg {missing} by…</translation>
    </message>
    <message>
        <source>Row {row}: {message}</source>
        <translation>Ry {row}: {message}</translation>
    </message>
    <message>
        <source>the event &quot;{event}&quot;</source>
        <translation>die toernooi &quot;{event}&quot;</translation>
    </message>
    <message>
        <source>The sheet is empty: type the games first.</source>
        <translation>Die staat is leeg: tik eers die spelle.</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n row(s) before the sheet can be saved (nothing was saved yet). Row {row}: {message}</source>
        <translation>
            <numerusform>Korrigeer %n ry voordat die staat gestoor kan word (niks is nog gestoor nie). Ry {row}: {message}</numerusform>
            <numerusform>Korrigeer %n rye voordat die staat gestoor kan word (niks is nog gestoor nie). Ry {row}: {message}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter a record sheet of %n game(s)</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Enter a record sheet of 12 games&quot;).</extracomment>
        <translation>
            <numerusform>Voer &apos;n uitslagstaat van %n spel in</numerusform>
            <numerusform>Voer &apos;n uitslagstaat van %n spelle in</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <extracomment>The first and the last day of the sheet&apos;s games.</extracomment>
        <translation>{first} tot {last}</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) of {when}. The standings and the games list show them now; Ctrl+Z takes the whole sheet back.</source>
        <extracomment>{when} is a day (&quot;04.03.2025&quot;: the window&apos;s date form) or &quot;04.03.2025 to 11.03.2025&quot;.</extracomment>
        <translation>
            <numerusform>%n spel van {when} gestoor. Die ranglys en die spellys wys dit nou; Ctrl+Z neem die hele staat terug.</numerusform>
            <numerusform>%n spelle van {when} gestoor. Die ranglys en die spellys wys hulle nou; Ctrl+Z neem die hele staat terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear every row of the sheet? The games typed here are not saved yet.</source>
        <translation>Maak elke ry van die staat skoon? Die spelle wat hier getik is, is nog nie gestoor nie.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Maak skoon</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Hou hulle</translation>
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
        <translation>Lans</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>Shogi handicap: without the bishop (角落ち).</extracomment>
        <translation>Loper</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>Shogi handicap: without the rook (飛車落ち).</extracomment>
        <translation>Toring</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <extracomment>Shogi handicap: without rook and lance (飛香落ち).</extracomment>
        <translation>Toring en lans</translation>
    </message>
    <message>
        <source>2 pieces</source>
        <extracomment>Shogi handicap: without rook and bishop (二枚落ち).</extracomment>
        <translation>2 stukke</translation>
    </message>
    <message>
        <source>4 pieces</source>
        <extracomment>Shogi handicap: 四枚落ち.</extracomment>
        <translation>4 stukke</translation>
    </message>
    <message>
        <source>5 pieces</source>
        <extracomment>Shogi handicap: 五枚落ち.</extracomment>
        <translation>5 stukke</translation>
    </message>
    <message>
        <source>6 pieces</source>
        <extracomment>Shogi handicap: 六枚落ち.</extracomment>
        <translation>6 stukke</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>won</source>
        <translation>gewen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloor</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A game&apos;s outcome: a draw (Go: jigo).</extracomment>
        <translation>jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <extracomment>A game entered without a result.</extracomment>
        <translation>geen uitslag</translation>
    </message>
    <message>
        <source>adjustment</source>
        <extracomment>A line of the record sheet where the secretary set the rank and rating by hand.</extracomment>
        <translation>aanpassing</translation>
    </message>
    <message>
        <source>adjustment: {note}</source>
        <extracomment>An adjustment&apos;s line; {note} is the secretary&apos;s note.</extracomment>
        <translation>aanpassing: {note}</translation>
    </message>
    <message>
        <source>Club games</source>
        <extracomment>The player&apos;s per-event table: the rated club games of one day (not a tournament).</extracomment>
        <translation>Klubspelle</translation>
    </message>
    <message>
        <source>B+</source>
        <extracomment>The result column of a game: Black won (keep the +), White won, draw.</extracomment>
        <translation>S+</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>W+</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>tournament</source>
        <extracomment>The kind of a game (SAGC&apos;s game types).</extracomment>
        <translation>toernooi</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klub</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>vriendskaplik</translation>
    </message>
    <message>
        <source>free</source>
        <translation>vry</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent}, {change} → {rank} {value}</source>
        <extracomment>A point of a player&apos;s chart: &quot;2026-11-20: won against Sipho Dlamini, +120 → 11k 250&quot;.</extracomment>
        <translation>{date}: {outcome} teen {opponent}, {change} → {rank} {value}</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>What the rating engine flagged about a game (EGF).</extracomment>
        <translation>gradering teruggestel na die nuwe rang</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <translation>verlies in die toernooi beperk tot 100</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <translation>gradering by die vloer</translation>
    </message>
    <message>
        <source>performance rating</source>
        <extracomment>FESA: the game was rated by performance rating (a new player&apos;s first tournaments).</extracomment>
        <translation>prestasiegradering</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>FESA: the grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>graad {before} → {after}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade</comment>
        <extracomment>FESA: no grade (yet).</extracomment>
        <translation>geen</translation>
    </message>
    <message>
        <source>expected score</source>
        <extracomment>Se: the EGF expected score of the game.</extracomment>
        <translation>verwagte telling</translation>
    </message>
    <message>
        <source>result</source>
        <extracomment>S: the game&apos;s result as a score (1, 0.5, 0).</extracomment>
        <translation>uitslag</translation>
    </message>
    <message>
        <source>con</source>
        <extracomment>con: the EGF system&apos;s factor (keep &quot;con&quot; unless your federation says otherwise).</extracomment>
        <translation>con</translation>
    </message>
    <message>
        <source>anti-deflation bonus</source>
        <extracomment>EGF 2021&apos;s bonus against deflation.</extracomment>
        <translation>bonus teen deflasie</translation>
    </message>
    <message>
        <source>bonus</source>
        <extracomment>The symbol of that bonus in the formula (the rule sentence says &quot;+ bonus&quot;).</extracomment>
        <translation>bonus</translation>
    </message>
    <message>
        <source>class weight</source>
        <extracomment>EGF: the tournament class&apos;s weight (A 1, B 0.75, ...).</extracomment>
        <translation>klasgewig</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <extracomment>{klass}: the tournament class, A to D.</extracomment>
        <translation>klas {klass}</translation>
    </message>
    <message>
        <source>{rating} against {opponent}</source>
        <extracomment>The two ratings a game was rated from: 2034 against 1987.</extracomment>
        <translation>{rating} teen {opponent}</translation>
    </message>
    <message>
        <source>, +{points} for the stones</source>
        <extracomment>EGF: a handicap game&apos;s bonus for the player taking stones, in rating points.</extracomment>
        <translation>, +{points} vir die voorgeeklippe</translation>
    </message>
    <message>
        <source>at {rating}</source>
        <extracomment>con (or K) as it was at the player&apos;s rating before the game: &quot;at 2034&quot;.</extracomment>
        <translation>by {rating}</translation>
    </message>
    <message>
        <source>rated by performance rating (fewer than 9 games, or all wins or all losses so far): the tournament&apos;s rating is spread evenly over its games</source>
        <translation>volgens prestasiegradering gegradeer (minder as 9 spelle, of tot dusver net oorwinnings of net nederlae): die toernooi se gradering word eweredig oor sy spelle versprei</translation>
    </message>
    <message>
        <source>development bonus</source>
        <extracomment>FESA&apos;s development bonus for new players below 1800.</extracomment>
        <translation>ontwikkelingsbonus</translation>
    </message>
    <message>
        <source>paid for the first 100 games below 1800</source>
        <translation>betaal vir die eerste 100 spelle onder 1800</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>nie betaal nie</translation>
    </message>
    <message>
        <source>upset rule: K × (opponent − rating) / 160 = {change}</source>
        <extracomment>FESA&apos;s rule when a player beats a stronger one by much (K, opponent and rating are the formula&apos;s terms).</extracomment>
        <translation>verrassingsreël: K × (teenstander − gradering) / 160 = {change}</translation>
    </message>
    <message>
        <source>, plus bonus {bonus} = {change}</source>
        <translation>, plus bonus {bonus} = {change}</translation>
    </message>
    <message>
        <source>level factor</source>
        <extracomment>SAGC&apos;s factors (seed 001): LF, GSF, OF, GRF and HF are their symbols.</extracomment>
        <translation>vlakfaktor</translation>
    </message>
    <message>
        <source>game status factor</source>
        <translation>spelstatusfaktor</translation>
    </message>
    <message>
        <source>opponent factor</source>
        <translation>teenstanderfaktor</translation>
    </message>
    <message>
        <source>game result factor</source>
        <translation>uitslagfaktor</translation>
    </message>
    <message>
        <source>handicap factor</source>
        <translation>voorgeefaktor</translation>
    </message>
    <message>
        <source>{outcome} in the {zone} zone, differential {differential} ({x} − {opponent_x} − {stones} stones received)</source>
        <extracomment>GRF&apos;s note: &quot;win in the promotion zone, differential +1 (3 − 2 − 0 stones received)&quot;.</extracomment>
        <translation>{outcome} in die {zone}sone, verskil {differential} ({x} − {opponent_x} − {stones} klippe ontvang)</translation>
    </message>
    <message>
        <source>win</source>
        <translation>oorwinning</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>nederlaag</translation>
    </message>
    <message>
        <source>promotion</source>
        <extracomment>The SAGC zones: the index at or above 0 (promotion zone) or below (demotion zone).</extracomment>
        <translation>bevorderings</translation>
    </message>
    <message>
        <source>demotion</source>
        <translation>degraderings</translation>
    </message>
    <message>
        <source>effective handicap {stones}</source>
        <extracomment>SAGC&apos;s handicap factor&apos;s note: stones less a komi adjustment.</extracomment>
        <translation>effektiewe voorgee {stones}</translation>
    </message>
    <message>
        <source>= {product}, truncated to {change}</source>
        <extracomment>The product of the factors and the change it makes: &quot;= 499.44, truncated to 499&quot;.</extracomment>
        <translation>= {product}, afgekap tot {change}</translation>
    </message>
    <message>
        <source>past +999: promoted to {rank} with index 0</source>
        <translation>verby +999: bevorder na {rank} met indeks 0</translation>
    </message>
    <message>
        <source>past -999: demoted to {rank} with index 0</source>
        <translation>verby -999: gedegradeer na {rank} met indeks 0</translation>
    </message>
    <message>
        <source>the loss stops at the floor {floor}: index {before} → {after}</source>
        <translation>die verlies stop by die vloer {floor}: indeks {before} → {after}</translation>
    </message>
    <message>
        <source>index {before} → {after} (the index stops at +999)</source>
        <translation>indeks {before} → {after} (die indeks stop by +999)</translation>
    </message>
    <message>
        <source>index {before} → {after}</source>
        <translation>indeks {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in the previous ten games</source>
        <extracomment>OF&apos;s note: how often the opponent is among the player&apos;s previous ten games.</extracomment>
        <translation>
            <numerusform>%n keer teëgekom in die vorige tien spelle</numerusform>
            <numerusform>%n keer teëgekom in die vorige tien spelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>Column (and fact): a shogi player&apos;s FESA grade (kyu/dan).</extracomment>
        <translation>Graad</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column (and fact on a player&apos;s page): the kyu/dan rank of a Go player.</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The site&apos;s menu: the page with the rating list.</extracomment>
        <translation>Ranglys</translation>
    </message>
    <message>
        <source>Last club night</source>
        <extracomment>The site&apos;s menu: the page with the games of the latest club evening.</extracomment>
        <translation>Laaste klubaand</translation>
    </message>
    <message>
        <source>{system}. Published with ClubRater.</source>
        <extracomment>The footer of every page; {system} is the rating system&apos;s name, e.g. &quot;SAGC rank and index&quot;.</extracomment>
        <translation>{system}. Gepubliseer met ClubRater.</translation>
    </message>
    <message>
        <source>{club}: standings</source>
        <extracomment>The browser tab&apos;s title of the home page.</extracomment>
        <translation>{club}: ranglys</translation>
    </message>
    <message>
        <source>Standings by {system}.</source>
        <translation>Ranglys volgens {system}.</translation>
    </message>
    <message>
        <source>Newest game: {date}.</source>
        <translation>Nuutste spel: {date}.</translation>
    </message>
    <message>
        <source>Updated on {date}.</source>
        <extracomment>{date}: the day the site was published.</extracomment>
        <translation>Bygewerk op {date}.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your index changed.</source>
        <translation>Kyk self na jou spelle: klik op jou naam vir jou uitslagstaat en waarom jou indeks verander het.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your GoR changed.</source>
        <translation>Kyk self na jou spelle: klik op jou naam vir jou uitslagstaat en waarom jou GoR verander het.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your Elo changed.</source>
        <translation>Kyk self na jou spelle: klik op jou naam vir jou uitslagstaat en waarom jou Elo verander het.</translation>
    </message>
    <message>
        <source>Find a player</source>
        <extracomment>The label of the search box above the standings.</extracomment>
        <translation>Soek &apos;n speler</translation>
    </message>
    <message>
        <source>Name or club</source>
        <extracomment>Placeholder of the search box: what can be typed (a player&apos;s name or club).</extracomment>
        <translation>Naam of klub</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column: position in the list (a few characters wide).</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Column: the number of games played.</extracomment>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laas gespeel</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Column: the player&apos;s (home) club.</extracomment>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Heading: the club&apos;s tournaments listed on the home page.</extracomment>
        <translation>Toernooie</translation>
    </message>
    <message>
        <source>Last club night: {date}</source>
        <translation>Laaste klubaand: {date}</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Nog geen spelle nie.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Column: the round of a tournament game.</extracomment>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Column: the player who had Black.</extracomment>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Column: the player who had White.</extracomment>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: who won the game (B+, W+, Jigo).</extracomment>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>Column: the kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Black&apos;s change</source>
        <translation>Swart se verandering</translation>
    </message>
    <message>
        <source>White&apos;s change</source>
        <translation>Wit se verandering</translation>
    </message>
    <message>
        <source>{start} to {end}.</source>
        <extracomment>An event&apos;s dates: from {start} to {end}.</extracomment>
        <translation>{start} tot {end}.</translation>
    </message>
    <message>
        <source>Class {klass}.</source>
        <extracomment>An EGF tournament class (A, B, C or D).</extracomment>
        <translation>Klas {klass}.</translation>
    </message>
    <message>
        <source>Not rated.</source>
        <translation>Nie gegradeer nie.</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: games won (a jigo counts half).</extracomment>
        <translation>Oorwinnings</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Column: the rating before (the event, the game).</extracomment>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Column: how much the rating changed.</extracomment>
        <translation>Verandering</translation>
    </message>
    <message>
        <source>After</source>
        <extracomment>Column: the rating after (the event, the game).</extracomment>
        <translation>Na</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Heading of a player&apos;s rating chart.</extracomment>
        <translation>Verloop</translation>
    </message>
    <message>
        <source>{name}: {value} over time</source>
        <extracomment>The chart&apos;s title (read aloud by screen readers); {value}: Index, GoR or Elo.</extracomment>
        <translation>{name}: {value} oor tyd</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Heading: the player&apos;s results per tournament (EGF, FESA).</extracomment>
        <translation>Per toernooi</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <translation>Uitslagstaat</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Column: Black or White (the player&apos;s stones).</extracomment>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Column of the SAGC record sheet: who won, B or W.</extracomment>
        <translation>Wenner</translation>
    </message>
    <message>
        <source>GSF</source>
        <extracomment>Column: the SAGC game status factor (tournament 1.5, club 1, friendly 0.5, free 0); keep &quot;GSF&quot; if unsure.</extracomment>
        <translation>GSF</translation>
    </message>
    <message>
        <source>New index</source>
        <translation>Nuwe indeks</translation>
    </message>
    <message>
        <source>New rank</source>
        <translation>Nuwe rang</translation>
    </message>
    <message>
        <source>Comments</source>
        <extracomment>Column: the secretary&apos;s notes on a game.</extracomment>
        <translation>Opmerkings</translation>
    </message>
    <message>
        <source>{rank} after</source>
        <extracomment>Column: the rank after the game (EGF); {rank} is the word for rank or grade.</extracomment>
        <translation>{rank} daarna</translation>
    </message>
    <message>
        <source>Why did my index change?</source>
        <translation>Waarom het my indeks verander?</translation>
    </message>
    <message>
        <source>Why did my GoR change?</source>
        <translation>Waarom het my GoR verander?</translation>
    </message>
    <message>
        <source>Why did my Elo change?</source>
        <translation>Waarom het my Elo verander?</translation>
    </message>
    <message>
        <source>Change = level factor (LF) × game status factor (GSF) × opponent factor (OF) × game result factor (GRF) × handicap factor (HF), truncated toward zero; a loss stops at the next demotion floor.</source>
        <extracomment>SAGC&apos;s rule in one sentence (seed 001); the abbreviations are the record sheet&apos;s factors.</extracomment>
        <translation>Verandering = vlakfaktor (LF) × spelstatusfaktor (GSF) × teenstanderfaktor (OF) × uitslagfaktor (GRF) × voorgeefaktor (HF), afgekap na nul toe; &apos;n nederlaag stop by die volgende degraderingsvloer.</translation>
    </message>
    <message>
        <source>Change = K × (result − expected score), plus the development bonus while it is paid; the tournament&apos;s total is rounded.</source>
        <extracomment>FESA&apos;s rule in one sentence.</extracomment>
        <translation>Verandering = K × (uitslag − verwagte telling), plus die ontwikkelingsbonus solank dit betaal word; die toernooi se totaal word afgerond.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se), on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF classic rule in one sentence.</extracomment>
        <translation>Verandering = klasgewig × con × (uitslag − verwagte telling Se), op die graderings voor die toernooi; &apos;n toernooi se veranderings word bymekaargetel.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se) + bonus, on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF 2021 rule in one sentence.</extracomment>
        <translation>Verandering = klasgewig × con × (uitslag − verwagte telling Se) + bonus, op die graderings voor die toernooi; &apos;n toernooi se veranderings word bymekaargetel.</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>What the search box says under the standings: {shown} players of n listed are shown.</extracomment>
        <translation>
            <numerusform>{shown} van %n speler</numerusform>
            <numerusform>{shown} van %n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>B</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent} ({rank}):</source>
        <extracomment>A game in the &quot;why&quot; list: &quot;2026-11-20: won against Sipho Dlamini (12k):&quot; then the change in bold.</extracomment>
        <translation>{date}: {outcome} teen {opponent} ({rank}):</translation>
    </message>
</context>
<context>
    <name>StandingsMessages</name>
    <message>
        <source>1 player is not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>1 speler is nie op die huidige lys nie (geen toernooi in die afgelope 2 jaar / 12 / 6 maande nie)</translation>
    </message>
    <message numerus="yes">
        <source>%n players are not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>
            <numerusform>%n speler is nie op die huidige lys nie (geen toernooi in die afgelope 2 jaar / 12 / 6 maande nie)</numerusform>
            <numerusform>%n spelers is nie op die huidige lys nie (geen toernooi in die afgelope 2 jaar / 12 / 6 maande nie)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsRule</name>
    <message>
        <source>Every active player is listed. A player you mark inactive disappears from the standings but keeps their games and comes back when marked active again.</source>
        <translation>Elke aktiewe speler word gelys. &apos;n Speler wat jy as onaktief merk, verdwyn van die ranglys maar behou die spelle, en kom terug wanneer die speler weer as aktief gemerk word.</translation>
    </message>
    <message>
        <source>As on the EGF rating list: dan players are listed for two years after their last rated game, 1k-10k for twelve months and weaker players for six months. Players you mark inactive are never listed.</source>
        <translation>Soos op die EGF-graderingslys: dan-spelers word gelys vir twee jaar ná hul laaste gegradeerde spel, 1k-10k vir twaalf maande en swakker spelers vir ses maande. Spelers wat jy as onaktief merk, word nooit gelys nie.</translation>
    </message>
    <message>
        <source>Every active player with a rating is listed. A player you mark inactive disappears from the standings but keeps their games.</source>
        <translation>Elke aktiewe speler met &apos;n gradering word gelys. &apos;n Speler wat jy as onaktief merk, verdwyn van die ranglys maar behou die spelle.</translation>
    </message>
</context>
<context>
    <name>StateMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Daar is geen speler nommer {number} nie.</translation>
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
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n toernooi</numerusform>
            <numerusform>%n toernooie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreMessages</name>
    <message>
        <source>{file} cannot be read until there is a little room beside it; nothing was changed.</source>
        <translation>{file} kan eers gelees word as daar &apos;n bietjie plek langsaan is; niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} did not fit, and {file} was left as it was.</source>
        <translation>{doing} het nie gepas nie, en {file} is gelaat soos dit was.</translation>
    </message>
    <message>
        <source>{file} cannot be written (the file or its folder is read-only), so {doing} was not done; nothing was changed.</source>
        <translation>{file} kan nie geskryf word nie (die lêer of sy vouer is leesalleen), dus is {doing} nie gedoen nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>{doing} in {file} failed ({reason}); nothing was changed.</source>
        <translation>{doing} in {file} het misluk ({reason}); niks is verander nie.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} kan nie gelees word nie ({reason}).</translation>
    </message>
    <message>
        <source>{path} is not a ClubRater database (it is not an SQLite file).</source>
        <translation>{path} is nie &apos;n ClubRater-databasis nie (dit is nie &apos;n SQLite-lêer nie).</translation>
    </message>
    <message>
        <source>{path} is damaged and was not opened ({problems}).</source>
        <translation>{path} is beskadig en is nie oopgemaak nie ({problems}).</translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, {games} spelle</translation>
    </message>
    <message>
        <source>{message} The newest good backup is {file} ({taken:%Y-%m-%d %H:%M}{games}); File &gt; Restore backup puts it back.</source>
        <translation>{message} Die nuutste goeie rugsteun is {file} ({taken:%Y-%m-%d %H:%M}{games}); Lêer &gt; Herstel rugsteun sit dit terug.</translation>
    </message>
    <message>
        <source>{message} There is no good backup beside it.</source>
        <translation>{message} Daar is geen goeie rugsteun langsaan nie.</translation>
    </message>
    <message>
        <source>{path} cannot be read as a club database ({reason}).</source>
        <translation>{path} kan nie as &apos;n klubdatabasis gelees word nie ({reason}).</translation>
    </message>
    <message>
        <source>{path} is an SQLite file but not a ClubRater database.</source>
        <translation>{path} is &apos;n SQLite-lêer, maar nie &apos;n ClubRater-databasis nie.</translation>
    </message>
    <message>
        <source>{path} was written by a newer ClubRater (schema {current}); update ClubRater to open it.</source>
        <translation>{path} is deur &apos;n nuwer ClubRater geskryf (skema {current}); dateer ClubRater op om dit oop te maak.</translation>
    </message>
    <message>
        <source>{reason} It was not opened, and nothing was written to it.</source>
        <translation>{reason} Dit is nie oopgemaak nie, en niks is daarin geskryf nie.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {file} needs upgrading, but no backup of it could be made first; nothing was changed. Free some space there and try again.</source>
        <translation>Die skyf met {folder} is vol: {file} moet opgegradeer word, maar geen rugsteun kon eers gemaak word nie; niks is verander nie. Maak &apos;n bietjie plek daar en probeer weer.</translation>
    </message>
    <message>
        <source>{file} needs upgrading, but no backup of it could be made first ({reason}); nothing was changed.</source>
        <translation>{file} moet opgegradeer word, maar geen rugsteun kon eers gemaak word nie ({reason}); niks is verander nie.</translation>
    </message>
    <message>
        <source>There is no club database at {path}.</source>
        <translation>Daar is geen klubdatabasis by {path} nie.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot create {file} there.</source>
        <translation>ClubRater kan nie in {folder} skryf nie, dus kan dit nie {file} daar skep nie.</translation>
    </message>
    <message>
        <source>upgrading the file</source>
        <translation>die opgradering van die lêer</translation>
    </message>
    <message>
        <source>{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open.</source>
        <translation>{path} moet opgegradeer word voordat dit gelees kan word; maak dit in ClubRater oop wanneer niemand anders dit oop het nie.</translation>
    </message>
    <message>
        <source>Upgrading {file} would break {links} links between records; it was left as it was.</source>
        <translation>Om {file} op te gradeer sou {links} skakels tussen rekords breek; dit is gelaat soos dit was.</translation>
    </message>
    <message>
        <source>{file} can be viewed and exported to another disk, but not changed; nothing was changed.</source>
        <translation>{file} kan bekyk en na &apos;n ander skyf uitgevoer word, maar nie verander word nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>{file} is read-only (the file or its folder cannot be written), so it can be viewed, exported and printed but not changed; nothing was changed.</source>
        <translation>{file} is leesalleen (die lêer of sy vouer kan nie geskryf word nie), dus kan dit bekyk, uitgevoer en gedruk word, maar nie verander word nie; niks is verander nie.</translation>
    </message>
    <message>
        <source>{file} is open read-only because another ClubRater is using it; nothing was changed.</source>
        <translation>{file} is leesalleen oop omdat &apos;n ander ClubRater dit gebruik; niks is verander nie.</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>die stoor van die verandering</translation>
    </message>
    <message>
        <source>reading the club</source>
        <translation>die lees van die klub</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <source>Compare with list</source>
        <translation>Vergelyk met lys</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>The rating list to compare the club with.</extracomment>
        <translation>&amp;Lys:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Compared</source>
        <extracomment>Column title: how the player compares with the list (differs, ambiguous...).</extracomment>
        <translation>Vergelyking</translation>
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
        <translation>In die lys</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Verskille</translation>
    </message>
    <message>
        <source>Storing keeps each player&apos;s ID and the federation&apos;s rating beside the club&apos;s own; the club&apos;s ranks, ratings and history do not change. Ctrl+Z undoes it.</source>
        <translation>Stoor hou elke speler se ID en die federasie se gradering langs die klub s&apos;n; die klub se range, graderings en geskiedenis verander nie. Ctrl+Z ontdoen dit.</translation>
    </message>
    <message>
        <source>&amp;Store IDs and ratings</source>
        <translation>&amp;Stoor ID&apos;s en graderings</translation>
    </message>
    <message>
        <source>&amp;Load a list file…</source>
        <translation>L&amp;aai &apos;n lyslêer…</translation>
    </message>
    <message>
        <source>Rating lists (*.html *.htm *.txt *.zip);;All files (*)</source>
        <extracomment>A file chooser&apos;s filter: keep the patterns in brackets as they are.</extracomment>
        <translation>Graderingslyste (*.html *.htm *.txt *.zip);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>Laai &apos;n graderingslys</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Laai die lys…</translation>
    </message>
    <message>
        <source>An older list?</source>
        <translation>&apos;n Ouer lys?</translation>
    </message>
    <message>
        <source>{reason} Replace it anyway?</source>
        <extracomment>{reason} says (from the controller) which list is older than the one kept.</extracomment>
        <translation>{reason} Vervang dit tog?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Vervang dit</translation>
    </message>
    <message>
        <source>Keep the newer list</source>
        <translation>Hou die nuwer lys</translation>
    </message>
    <message>
        <source>The club keeps no rating list: load one first (clubrater list load FILE).</source>
        <translation>Die klub hou geen graderingslys nie: laai eers een (clubrater list load FILE).</translation>
    </message>
    <message>
        <source>{what}: {ours} here, {theirs} in the list</source>
        <extracomment>One difference: &quot;{what}: {ours} here, {theirs} in the list&quot; ({what} is rank, club, rating...).</extracomment>
        <translation>{what}: {ours} hier, {theirs} in die lys</translation>
    </message>
    <message>
        <source>{status} (by {how})</source>
        <extracomment>How the player was found in the list: &quot;(by name)&quot;, &quot;(by ID)&quot;.</extracomment>
        <translation>{status} (volgens {how})</translation>
    </message>
    <message>
        <source>{differ} differ, {ambiguous} ambiguous, {same} the same, {missing_id} with an ID not in the list, {unmatched} not found.</source>
        <extracomment>The comparison in numbers: players who differ, are ambiguous, are the same, have an ID not in the list, and were not found.</extracomment>
        <translation>{differ} verskil, {ambiguous} dubbelsinnig, {same} dieselfde, {missing_id} met &apos;n ID wat nie in die lys is nie, {unmatched} nie gevind nie.</translation>
    </message>
    <message>
        <source>Stored. The club&apos;s own ranks and ratings are unchanged.</source>
        <translation>Gestoor. Die klub se eie range en graderings is onveranderd.</translation>
    </message>
</context>
<context>
    <name>SystemMessages</name>
    <message>
        <source>&quot;{key}&quot; is not a rating system ClubRater knows ({known}).</source>
        <translation>&quot;{key}&quot; is nie &apos;n graderingstelsel wat ClubRater ken nie ({known}).</translation>
    </message>
    <message>
        <source>The {system} engine is not available in this version.</source>
        <translation>Die {system}-enjin is nie in hierdie weergawe beskikbaar nie.</translation>
    </message>
</context>
<context>
    <name>TableMessages</name>
    <message>
        <source>rating</source>
        <comment>a column of a players file</comment>
        <translation>gradering</translation>
    </message>
    <message>
        <source>index</source>
        <comment>a column of a players file: the SAGC index</comment>
        <translation>indeks</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>aanpassing: {problem}</translation>
    </message>
    <message>
        <source>This does not look like a {what} file: it has no {columns} column (line 1 has {shown}). The columns are described in the ClubRater README.</source>
        <translation>Dit lyk nie soos &apos;n {what}-lêer nie: dit het geen {columns}-kolom nie (reël 1 het {shown}). Die kolomme word in ClubRater se README beskryf.</translation>
    </message>
    <message>
        <source>{name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.</source>
        <translation>{name} is &apos;n ou Excel-lêer (.xls); stoor dit as .xlsx of .csv en voer dit in.</translation>
    </message>
    <message>
        <source>{name} is a spreadsheet, not a CSV file; give it the .xlsx ending.</source>
        <translation>{name} is &apos;n sigblad, nie &apos;n CSV-lêer nie; gee dit die .xlsx-uitgang.</translation>
    </message>
    <message>
        <source>{name} is not a text (CSV) file.</source>
        <translation>{name} is nie &apos;n tekslêer (CSV) nie.</translation>
    </message>
    <message>
        <source>{path} cannot be opened: {reason}.</source>
        <translation>{path} kan nie oopgemaak word nie: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} is leeg.</translation>
    </message>
    <message>
        <source>{name} line 1 cannot be read as CSV ({reason}).</source>
        <translation>{name}: reël 1 kan nie as CSV gelees word nie ({reason}).</translation>
    </message>
    <message>
        <source>{name} line {line} cannot be read as CSV ({reason}).</source>
        <translation>{name}: reël {line} kan nie as CSV gelees word nie ({reason}).</translation>
    </message>
    <message>
        <source>{name} is not read: it would unpack to {unpacked} from {packed} ({times} times its size), which no club&apos;s workbook does (a damaged file or a zip bomb); nothing was read.</source>
        <translation>{name} word nie gelees nie: dit sou van {packed} tot {unpacked} uitpak ({times} keer sy grootte), wat geen klub se werkboek doen nie (&apos;n beskadigde lêer of &apos;n zip-bom); niks is gelees nie.</translation>
    </message>
    <message>
        <source>{name} is password-protected or an old .xls workbook; remove the password (or save as .xlsx) and import again.</source>
        <translation>{name} is met &apos;n wagwoord beskerm of is &apos;n ou .xls-werkboek; verwyder die wagwoord (of stoor as .xlsx) en voer weer in.</translation>
    </message>
    <message>
        <source>{name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that.</source>
        <translation>{name} is nie &apos;n Excel-werkboek nie (dalk &apos;n ander soort lêer wat na .xlsx hernoem is, of &apos;n beskadigde aflaai); niks is gelees nie. Stoor dit uit Excel of LibreOffice as .xlsx of .csv en voer dit in.</translation>
    </message>
    <message>
        <source>{name} is not a readable Excel workbook ({reason}); nothing was read.</source>
        <translation>{name} is nie &apos;n leesbare Excel-werkboek nie ({reason}); niks is gelees nie.</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read as an Excel workbook; nothing was read.</source>
        <translation>{name} is beskadig en kan nie as &apos;n Excel-werkboek gelees word nie; niks is gelees nie.</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;{sheet}&quot; (it has {sheets}).</source>
        <translation>{name} het geen blad genaamd &quot;{sheet}&quot; nie (dit het {sheets}).</translation>
    </message>
    <message>
        <source>The sheet &quot;{title}&quot; of {name} is empty.</source>
        <translation>Die blad &quot;{title}&quot; van {name} is leeg.</translation>
    </message>
    <message>
        <source>The sheet &quot;{sheet}&quot; of {name} has other columns than &quot;{first}&quot; ({columns} instead of {expected}); nothing was read.</source>
        <translation>Die blad &quot;{sheet}&quot; van {name} het ander kolomme as &quot;{first}&quot; ({columns} in plaas van {expected}); niks is gelees nie.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>reël {line}</translation>
    </message>
    <message>
        <source>line {line} of sheet &quot;{sheet}&quot;</source>
        <translation>reël {line} van blad &quot;{sheet}&quot;</translation>
    </message>
    <message>
        <source>{name} is damaged after {where}; nothing was read.</source>
        <translation>{name} is beskadig ná {where}; niks is gelees nie.</translation>
    </message>
    <message>
        <source>the date cell holds Excel&apos;s day 60, the 29 February 1900 that never was (Excel counts it, the calendar does not); type the date meant as YYYY-MM-DD</source>
        <translation>die datumsel hou Excel se dag 60, die 29 Februarie 1900 wat nooit bestaan het nie (Excel tel dit, die kalender nie); tik die bedoelde datum as JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is text with day and month in a local order; write it as YYYY-MM-DD ({meant}) or make the cell a real date</source>
        <translation>datum &quot;{text}&quot; is teks met dag en maand in &apos;n plaaslike volgorde; skryf dit as JJJJ-MM-DD ({meant}) of maak die sel &apos;n regte datum</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>datum &quot;{text}&quot; is nie &apos;n datum nie (skryf dit as JJJJ-MM-DD, bv. 2025-03-14)</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a whole number</source>
        <translation>{what} &quot;{text}&quot; is nie &apos;n heelgetal nie</translation>
    </message>
    <message>
        <source>{what} {n} is not between {lo} and {hi}</source>
        <translation>{what} {n} is nie tussen {lo} en {hi} nie</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a number</source>
        <translation>{what} &quot;{text}&quot; is nie &apos;n getal nie</translation>
    </message>
    <message>
        <source>players</source>
        <comment>a kind of file</comment>
        <translation>spelers</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>die naam is leeg</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>die rang is leeg</translation>
    </message>
    <message>
        <source>there is no rank column</source>
        <translation>daar is geen rangkolom nie</translation>
    </message>
    <message>
        <source>active &quot;{active}&quot; is not yes or no</source>
        <translation>aktief &quot;{active}&quot; is nie ja of nee nie</translation>
    </message>
    <message>
        <source>adjustments</source>
        <comment>a kind of file</comment>
        <translation>aanpassings</translation>
    </message>
    <message>
        <source>adjustment: the player is empty</source>
        <translation>aanpassing: die speler is leeg</translation>
    </message>
    <message>
        <source>games</source>
        <comment>a kind of file</comment>
        <translation>spelle</translation>
    </message>
    <message>
        <source>the date is empty</source>
        <translation>die datum is leeg</translation>
    </message>
    <message>
        <source>the black player is empty</source>
        <translation>die speler met Swart is leeg</translation>
    </message>
    <message>
        <source>the white player is empty</source>
        <translation>die speler met Wit is leeg</translation>
    </message>
    <message>
        <source>same player on both sides (&quot;{name}&quot;)</source>
        <translation>dieselfde speler aan albei kante (&quot;{name}&quot;)</translation>
    </message>
    <message>
        <source>the result is empty (B, W or J)</source>
        <translation>die uitslag is leeg (B, W of J)</translation>
    </message>
    <message>
        <source>result &quot;{text}&quot; is not B, W or J</source>
        <translation>uitslag &quot;{text}&quot; is nie B, W of J nie</translation>
    </message>
    <message>
        <source>handicap</source>
        <comment>a column of a games file</comment>
        <translation>voorgee</translation>
    </message>
    <message>
        <source>komi</source>
        <comment>a column of a games file</comment>
        <translation>komi</translation>
    </message>
    <message>
        <source>type &quot;{text}&quot; is not tournament, club, friendly or free</source>
        <translation>soort &quot;{text}&quot; is nie tournament, club, friendly of free nie</translation>
    </message>
    <message>
        <source>class &quot;{text}&quot; is not A, B, C or D</source>
        <translation>klas &quot;{text}&quot; is nie A, B, C of D nie</translation>
    </message>
    <message>
        <source>black rank: {problem}</source>
        <translation>rang van Swart: {problem}</translation>
    </message>
    <message>
        <source>white rank: {problem}</source>
        <translation>rang van Wit: {problem}</translation>
    </message>
    <message>
        <source>round</source>
        <comment>a column of a games file</comment>
        <translation>ronde</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;Players&quot; or &quot;Games&quot; (it has {sheets}).</source>
        <translation>{name} het geen blad genaamd &quot;Players&quot; of &quot;Games&quot; nie (dit het {sheets}).</translation>
    </message>
    <message>
        <source>{name} has no header row ClubRater recognises: line 1 should name the columns, such as name, rank (a players file) or date, black, white, result (a games file); it has {shown}.</source>
        <translation>{name} het geen opskrifreël wat ClubRater herken nie: reël 1 moet die kolomme noem, soos name, rank (&apos;n spelerslêer) of date, black, white, result (&apos;n spellêer); dit het {shown}.</translation>
    </message>
</context>
<context>
    <name>TextMessages</name>
    <message>
        <source>the {field} contains a terminal escape sequence</source>
        <translation>die {field} bevat &apos;n terminaal-ontsnapreeks</translation>
    </message>
    <message>
        <source>the {field} contains the control character U+{code:04X}</source>
        <translation>die {field} bevat die beheerkarakter U+{code:04X}</translation>
    </message>
    <message>
        <source>the {field} is {length} characters long (at most {limit})</source>
        <translation>die {field} is {length} karakters lank (hoogstens {limit})</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Redoing: {what}…</source>
        <translation>Herdoen: {what}…</translation>
    </message>
    <message>
        <source>Undoing: {what}…</source>
        <translation>Ontdoen: {what}…</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Voer &apos;n spel in</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n game(s)</source>
        <translation>
            <numerusform>Voer %n spel in</numerusform>
            <numerusform>Voer %n spelle in</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit a game</source>
        <translation>Wysig &apos;n spel</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Skrap &apos;n spel</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)</source>
        <translation>
            <numerusform>Skrap %n spel</numerusform>
            <numerusform>Skrap %n spelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Voeg {name} by</translation>
    </message>
    <message>
        <source>Merge {dropped} into {kept}</source>
        <translation>Voeg {dropped} by {kept} saam</translation>
    </message>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Undo command text: a player&apos;s rank (or rating) was set by hand from a date on.</extracomment>
        <translation>Pas {name} aan</translation>
    </message>
    <message>
        <source>Delete an adjustment</source>
        <translation>Skrap &apos;n aanpassing</translation>
    </message>
    <message>
        <source>Add the event {name}</source>
        <extracomment>&quot;event&quot;: a tournament or other occasion at which games were played.</extracomment>
        <translation>Voeg die toernooi {name} by</translation>
    </message>
    <message>
        <source>Delete the event {name}</source>
        <translation>Skrap die toernooi {name}</translation>
    </message>
    <message>
        <source>Edit an event</source>
        <translation>Wysig &apos;n toernooi</translation>
    </message>
    <message>
        <source>Change the club settings</source>
        <translation>Verander die klubinstellings</translation>
    </message>
</context>
<context>
    <name>UpdateListDialog</name>
    <message>
        <source>Download a rating list</source>
        <translation>Laai &apos;n graderingslys af</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>Which federation&apos;s rating list (EGD, FFG, AGA) to download.</extracomment>
        <translation>&amp;Lys:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <extracomment>The web address the list is downloaded from.</extracomment>
        <translation>&amp;Van:</translation>
    </message>
    <message>
        <source>The list is downloaded and kept in the club file in place of the one kept (as `clubrater list update` does); a changed address is remembered for the next time.</source>
        <translation>Die lys word afgelaai en in die klublêer bewaar in die plek van die een wat bewaar is (soos `clubrater list update` doen); &apos;n veranderde adres word vir volgende keer onthou.</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Laai af</translation>
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
        <translation>Swart het gewen</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Wit het gewen</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>geen uitslag</translation>
    </message>
    <message>
        <source>The federation database did not let you change {what}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>Die federasiedatabasis het jou nie toegelaat om {what} te verander nie: dit behoort aan &apos;n ander klub, en net daardie klub se sekretaris of die federasiebeampte mag dit verander. Niks is verander nie.</translation>
    </message>
    <message>
        <source>{what} is no longer in the club (it was deleted); nothing was saved.</source>
        <translation>{what} is nie meer in die klub nie (dit is geskrap); niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} after you opened it; nothing was saved.</source>
        <translation>{what} is deur {who} geskrap nadat jy dit oopgemaak het; niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} is om {time} deur {who} geskrap nadat jy dit oopgemaak het; niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} is op {date} om {time} deur {who} geskrap nadat jy dit oopgemaak het; niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} after you opened it; nothing was saved.</source>
        <translation>{what} is deur {who} verander nadat jy dit oopgemaak het; niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} is om {time} deur {who} verander nadat jy dit oopgemaak het; niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} is op {date} om {time} deur {who} verander nadat jy dit oopgemaak het; niks is gestoor nie.</translation>
    </message>
    <message>
        <source>{refusal} It now shows {now}.</source>
        <translation>{refusal} Dit wys nou {now}.</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>speler {number}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>spel {number}</translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation>toernooi {number}</translation>
    </message>
    <message>
        <source>adjustment {number}</source>
        <translation>aanpassing {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot;</source>
        <translation>Die toernooi “{name}”</translation>
    </message>
    <message>
        <source>Event {number}</source>
        <translation>Toernooi {number}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spel {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Aanpassing {number}</translation>
    </message>
    <message>
        <source>another secretary</source>
        <translation>&apos;n ander sekretaris</translation>
    </message>
    <message>
        <source>the federation officer</source>
        <translation>die federasiebeampte</translation>
    </message>
    <message>
        <source>handicap {stones}</source>
        <translation>voorgee {stones}</translation>
    </message>
    <message>
        <source>komi {komi:g}</source>
        <translation>komi {komi:g}</translation>
    </message>
    <message>
        <source>{pieces} handicap</source>
        <translation>voorgee {pieces}</translation>
    </message>
    <message>
        <source>{date}, {black} (B) - {white} (W)</source>
        <translation>{date}, {black} (S) – {white} (W)</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>onaktief</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation>{start} tot {end}</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <translation>klas {klass}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>indeks {index}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>gradering {rating}</translation>
    </message>
    <message>
        <source>{player} set to {value} from {date}</source>
        <translation>{player} gestel op {value} vanaf {date}</translation>
    </message>
</context>
<context>
    <name>Watch</name>
    <message>
        <source>Arrived: {what}</source>
        <translation>Aangekom: {what}</translation>
    </message>
    <message>
        <source>The federation server cannot be reached; what others save shows when it is back.</source>
        <translation>Die federasiebediener kan nie bereik word nie; wat ander stoor, verskyn wanneer dit terug is.</translation>
    </message>
    <message>
        <source>The federation server is back.</source>
        <translation>Die federasiebediener is terug.</translation>
    </message>
</context>
<context>
    <name>Website</name>
    <message>
        <source>Publish the club&apos;s website</source>
        <extracomment>The title of the question which member club&apos;s website to publish (on a federation server).</extracomment>
        <translation>Publiseer die klub se webwerf</translation>
    </message>
    <message>
        <source>Publish the club&apos;s website into this folder</source>
        <translation>Publiseer die klub se webwerf in hierdie vouer</translation>
    </message>
    <message>
        <source>Publishing the website…</source>
        <translation>Publiseer die webwerf…</translation>
    </message>
    <message>
        <source>Publish website</source>
        <translation>Publiseer webwerf</translation>
    </message>
    <message>
        <source>Published {club}&apos;s website to {folder} ({summary}). Upload the folder to the club&apos;s web space, or open index.html.</source>
        <extracomment>{summary} is the publisher&apos;s own count of pages written (&quot;12 player pages, ...&quot;).</extracomment>
        <translation>{club} se webwerf is na {folder} gepubliseer ({summary}). Laai die vouer op na die klub se webruimte, of maak index.html oop.</translation>
    </message>
</context>
<context>
    <name>WeekCheck</name>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

To go back to that backup, use File &gt; Restore a backup (the file as it is now is kept as a backup too).</source>
        <translation>ClubRater se weeklikse kontrole van {name} het skade gevind.

{found}

Gebruik Lêer &gt; Herstel &apos;n rugsteun om na daardie rugsteun terug te gaan (die lêer soos dit nou is, word ook as &apos;n rugsteun gehou).</translation>
    </message>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

Check the records named above against the paper sheets and correct them.</source>
        <translation>ClubRater se weeklikse kontrole van {name} het skade gevind.

{found}

Kontroleer die rekords hierbo teen die papierstate en korrigeer hulle.</translation>
    </message>
    <message>
        <source>The club file is damaged</source>
        <translation>Die klublêer is beskadig</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to ClubRater</source>
        <translation>Welkom by ClubRater</translation>
    </message>
    <message>
        <source>Ratings for your Go or shogi club: type in the week&apos;s record sheets and the standings, every player&apos;s record sheet and history follow at once.</source>
        <extracomment>&quot;record sheet&quot;: the paper (or screen) list of an evening&apos;s games, one game a row.</extracomment>
        <translation>Graderings vir jou Go- of shogiklub: tik die week se uitslagstate in, en die ranglys en elke speler se uitslagstaat en geskiedenis volg dadelik.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Begin &apos;n nuwe klub</translation>
    </message>
    <message>
        <source>Give the club a name and choose how it rates its players. You can change both later.</source>
        <translation>Gee die klub &apos;n naam en kies hoe dit sy spelers gradeer. Jy kan albei later verander.</translation>
    </message>
    <message>
        <source>e.g. Cape Town Go Club</source>
        <extracomment>An example club name; use a club of the language&apos;s own country.</extracomment>
        <translation>bv. Stellenbosch Go-klub</translation>
    </message>
    <message>
        <source>Choose where…</source>
        <translation>Kies waar…</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>Klub&amp;naam:</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Graderingstelsel:</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Gestoor in:</translation>
    </message>
    <message>
        <source>Create the club</source>
        <translation>Skep die klub</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Maak &apos;n klublêer oop</translation>
    </message>
    <message>
        <source>A club file (.sqlite) made by ClubRater, on this computer or a memory stick.</source>
        <translation>&apos;n Klublêer (.sqlite) wat deur ClubRater gemaak is, op hierdie rekenaar of &apos;n geheuestokkie.</translation>
    </message>
    <message>
        <source>Recently used:</source>
        <translation>Onlangs gebruik:</translation>
    </message>
    <message>
        <source>Open a club file…</source>
        <translation>Maak &apos;n klublêer oop…</translation>
    </message>
    <message>
        <source>Try the demo club</source>
        <translation>Probeer die demoklub</translation>
    </message>
    <message>
        <source>A made-up club with 40 players, two years of weekly club nights and two tournaments. Look around, type a record sheet, undo it: nothing you do there touches a real club.</source>
        <translation>&apos;n Versinde klub met 40 spelers, twee jaar se weeklikse klubaande en twee toernooie. Kyk rond, tik &apos;n uitslagstaat, ontdoen dit: niks wat jy daar doen, raak &apos;n regte klub nie.</translation>
    </message>
    <message>
        <source>the standings, sorted by rank and index</source>
        <extracomment>&quot;rank and index&quot;: SAGC&apos;s kyu/dan rank and the index (points) within it.</extracomment>
        <translation>die ranglys, gesorteer volgens rang en indeks</translation>
    </message>
    <message>
        <source>every player&apos;s record sheet and history chart</source>
        <translation>elke speler se uitslagstaat en geskiedenisgrafiek</translation>
    </message>
    <message>
        <source>a record sheet ready for this week&apos;s games</source>
        <translation>&apos;n uitslagstaat gereed vir hierdie week se spelle</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Maak die demoklub oop</translation>
    </message>
    <message>
        <source>How a week goes</source>
        <translation>Hoe &apos;n week verloop</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Add the club&apos;s players with their ranks (Players &gt; Add player, Ctrl+Shift+N), or import a list you already have (File &gt; Import).</source>
        <translation>Voeg die klub se spelers met hul range by (Spelers &gt; Voeg speler by, Ctrl+Shift+N), of voer &apos;n lys in wat jy reeds het (Lêer &gt; Invoer).</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Klubaand</translation>
    </message>
    <message>
        <source>Type the evening&apos;s record sheet row by row (Ctrl+3): names complete as you type, handicap and komi are filled in, Ctrl+S saves.</source>
        <translation>Tik die aand se uitslagstaat ry vir ry (Ctrl+3): name word voltooi terwyl jy tik, voorgee en komi word ingevul, Ctrl+S stoor.</translation>
    </message>
    <message>
        <source>Noticeboard</source>
        <translation>Kennisgewingbord</translation>
    </message>
    <message>
        <source>The standings follow at once. Print them (Ctrl+P) or look up any player&apos;s record sheet and history (double-click).</source>
        <translation>Die ranglys volg dadelik. Druk dit (Ctrl+P) of kyk na enige speler se uitslagstaat en geskiedenis (dubbelklik).</translation>
    </message>
    <message>
        <source>{n}. {step}</source>
        <comment>a numbered step</comment>
        <translation>{n}. {step}</translation>
    </message>
    <message>
        <source>Press F1 at any time for a short guide to entering games.</source>
        <translation>Druk enige tyd F1 vir &apos;n kort gids oor hoe om spelle in te voer.</translation>
    </message>
    <message>
        <source>Recently used (double-click to open):</source>
        <translation>Onlangs (dubbelklik om oop te maak):</translation>
    </message>
    <message>
        <source>No club opened yet.</source>
        <translation>Nog geen klub oopgemaak nie.</translation>
    </message>
    <message>
        <source>club</source>
        <comment>file name of a club without a name</comment>
        <translation>klub</translation>
    </message>
    <message>
        <source>Where should the club file be kept?</source>
        <translation>Waar moet die klublêer gehou word?</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Klublêers (*.sqlite)</translation>
    </message>
    <message>
        <source>Please give the club a name first.</source>
        <translation>Gee eers die klub &apos;n naam.</translation>
    </message>
</context>
<context>
    <name>WhatIfMessages</name>
    <message>
        <source>A player cannot play against themself; choose another opponent.</source>
        <translation>&apos;n Speler kan nie teen homself speel nie; kies &apos;n ander opponent.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is neither a player of the club nor a {what}.</source>
        <translation>&quot;{text}&quot; is nie &apos;n speler van die klub of &apos;n {what} nie.</translation>
    </message>
    <message>
        <source>&quot;{game_type}&quot; is not a game type (tournament, club, friendly, free).</source>
        <translation>&quot;{game_type}&quot; is nie &apos;n soort spel nie (tournament, club, friendly, free).</translation>
    </message>
    <message>
        <source>A win now: {win:+d}, a loss: {loss:+d}, a jigo: {jigo:+d}.</source>
        <translation>&apos;n Oorwinning nou: {win:+d}, &apos;n nederlaag: {loss:+d}, &apos;n jigo: {jigo:+d}.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row to {rank}.</source>
        <translation>
            <numerusform>%n oorwinning in &apos;n ry tot {rank}.</numerusform>
            <numerusform>%n oorwinnings in &apos;n ry tot {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No number of wins in a row against this opponent promotes (within 500 games).</source>
        <translation>Geen aantal oorwinnings in &apos;n ry teen hierdie teenstander lei tot bevordering nie (binne 500 spelle).</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row to {rank}.</source>
        <translation>
            <numerusform>%n nederlaag in &apos;n ry tot {rank}.</numerusform>
            <numerusform>%n nederlae in &apos;n ry tot {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Losses against this opponent never demote.</source>
        <translation>Nederlae teen hierdie teenstander laat die speler nooit daal nie.</translation>
    </message>
    <message>
        <source>A win now: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>&apos;n Oorwinning nou: {win:+.1f}, &apos;n nederlaag: {loss:+.1f}.</translation>
    </message>
    <message>
        <source>Next grade {grade}: {needs}.</source>
        <translation>Volgende graad {grade}: {needs}.</translation>
    </message>
    <message>
        <source>At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>In &apos;n klas A-toernooi, &apos;n oorwinning: {win:+.1f}, &apos;n nederlaag: {loss:+.1f}.</translation>
    </message>
    <message>
        <source>{rank} from GoR {rating}.</source>
        <translation>{rank} vanaf GoR {rating}.</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Daar is geen speler nommer {number} nie.</translation>
    </message>
    <message>
        <source>{lb} (LB), {mp} (MP) or {ub} (UB) rating; now {rating}</source>
        <translation>gradering {lb} (LB), {mp} (MP) of {ub} (UB); nou {rating}</translation>
    </message>
    <message>
        <source>{more} more games before the usual routes apply (now {games})</source>
        <translation>nog {more} spelle voordat die gewone roetes geld (nou {games})</translation>
    </message>
    <message>
        <source>at once at {ub} or above</source>
        <translation>dadelik by {ub} of hoër</translation>
    </message>
    <message>
        <source>{games} games at {mp} or above ({so_far} so far)</source>
        <translation>{games} spelle by {mp} of hoër ({so_far} tot dusver)</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far, MP reached)</source>
        <translation>{games} spelle by {lb} of hoër nadat {mp} een keer bereik is ({so_far} tot dusver, MP bereik)</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far)</source>
        <translation>{games} spelle by {lb} of hoër nadat {mp} een keer bereik is ({so_far} tot dusver)</translation>
    </message>
    <message>
        <source>and {games} games against players rated {rating} or more, more than one of them ({so_far} so far)</source>
        <translation>en {games} spelle teen spelers met &apos;n gradering van {rating} of hoër, meer as een van hulle ({so_far} tot dusver)</translation>
    </message>
    <message>
        <source>Handicap {handicap} is not between 0 and 9.</source>
        <translation>Voorgee {handicap} is nie tussen 0 en 9 nie.</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a player of the same rank</source>
        <translation>&apos;n speler van dieselfde rang</translation>
    </message>
    <message>
        <source>A player&apos;s name (that player every game) or a rank like 9k (a new player of that rank each game)</source>
        <extracomment>&quot;rank&quot;: a kyu/dan rank such as 9k (keep &quot;9k&quot; as it is typed).</extracomment>
        <translation>&apos;n Speler se naam (daardie speler elke spel) of &apos;n rang soos 9k (&apos;n nuwe speler van daardie rang elke spel)</translation>
    </message>
    <message>
        <source>Handicap stones; the weaker player takes Black</source>
        <translation>Voorgeeklippe; die swakker speler neem Swart</translation>
    </message>
    <message>
        <source>What if, against:</source>
        <translation>Wat as, teen:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>Voorgee:</translation>
    </message>
    <message>
        <source>Game:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Spel:</translation>
    </message>
</context>
<context>
    <name>WindowContext</name>
    <message>
        <source>Nothing was saved: correct the date, then save again.</source>
        <translation>Niks is gestoor nie: korrigeer die datum en stoor weer.</translation>
    </message>
    <message>
        <source>Done: {what}. Ctrl+Z undoes it.</source>
        <extracomment>The status bar after a change; {what} is the undo command&apos;s name (&quot;Add player Sipho Dlamini&quot;).</extracomment>
        <translation>Klaar: {what}. Ctrl+Z ontdoen dit.</translation>
    </message>
    <message>
        <source>This is dated {day}, after tomorrow. Games are entered once they are played, and an adjustment dated ahead would already show as the rank today. Is the date right (and this computer&apos;s clock)? Save it all the same?</source>
        <extracomment>Asked before a game or adjustment dated after tomorrow is saved; {day} is its date (&quot;Sunday 28 November 2027&quot;).</extracomment>
        <translation>Dit is op {day} gedateer, ná môre. Spelle word ingevoer sodra hulle gespeel is, en &apos;n aanpassing wat vooruit gedateer is, sou vandag reeds as die rang wys. Is die datum reg (en die horlosie van hierdie rekenaar)? Stoor dit tog?</translation>
    </message>
    <message>
        <source>A date after tomorrow</source>
        <translation>&apos;n Datum ná môre</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Stoor</translation>
    </message>
    <message>
        <source>Correct the date</source>
        <translation>Korrigeer die datum</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Indeks</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Gradering</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laas gespeel</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Gelys</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Graad</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <translation>Vorige graad</translation>
    </message>
    <message>
        <source>EGD pin</source>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s number in the French federation&apos;s rating ladder (FFG), and his ID in the American one (AGA).</extracomment>
        <translation>FFG-lisensie</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA-ID</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktief</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Swart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Voorgee</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klas</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>Rang van Swart</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>Rang van Wit</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Piece handicap</source>
        <translation>Stukvoorgee</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Rang voor</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Verandering</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>Rang na</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Beginrang</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Begingradering</translation>
    </message>
    <message>
        <source>Starting index</source>
        <translation>Beginindeks</translation>
    </message>
    <message>
        <source>Starting grade</source>
        <translation>Begingraad</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The workbook&apos;s sheet names (at most 31 characters, none of : / \ ? * [ ]).</extracomment>
        <translation>Ranglys</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geskiedenis</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Aanpassings</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): yes.</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): no.</extracomment>
        <translation>nee</translation>
    </message>
    <message>
        <source>won</source>
        <extracomment>A workbook cell (History: Result): the player won the game.</extracomment>
        <translation>gewen</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>A workbook cell (History: Result): the player lost the game.</extracomment>
        <translation>verloor</translation>
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
            <numerusform>%n fout tot dusver; die logboek het elkeen.</numerusform>
            <numerusform>%n foute tot dusver; die logboek het elkeen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Maak logboekvouer oop</translation>
    </message>
</context>
</TS>
