<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Set a player&apos;s rank or rating by hand from a date on.</extracomment>
        <translation>{name} anpassen</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <source>{name} is now {value} {label} at {rank}. An adjustment sets a new starting point from its date on; games after it are re-rated.</source>
        <extracomment>&quot;{name} is now 1850 GoR at 3k&quot;: {value} is a number, {label} the rating&apos;s name (GoR, Elo, index), {rank} the kyu/dan rank or shogi grade.</extracomment>
        <translation>{name} steht jetzt bei {value} {label}, Rang {rank}. Eine Anpassung setzt ab ihrem Datum einen neuen Ausgangspunkt; spätere Partien werden neu gewertet.</translation>
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
        <translation>Grund, z. B. „DGoB-Liste vom März“</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k or 2d.</source>
        <translation>„{text}“ ist kein Rang. Bitte wie 12k oder 2d eingeben.</translation>
    </message>
</context>
<context>
    <name>BackupMessages</name>
    <message>
        <source>ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; the club file is unchanged.</source>
        <translation>ClubRater kann in {folder} nicht schreiben (schreibgeschützt), daher wurde keine Sicherung von {file} angelegt; die Vereinsdatei ist unverändert.</translation>
    </message>
    <message>
        <source>no backup of {file} was taken (the club file is unchanged).</source>
        <translation>es wurde keine Sicherung von {file} angelegt (die Vereinsdatei ist unverändert).</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>daily copy</source>
        <extracomment>Why a backup of the club file was taken (a column of File &gt; Restore a backup).</extracomment>
        <translation>tägliche Kopie</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>vor einem Update</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>damaged file (kept as found)</source>
        <translation>beschädigte Datei (unverändert aufbewahrt)</translation>
    </message>
    <message>
        <source>taken by hand</source>
        <translation>von Hand angelegt</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>{taken} ({reason}, {games})</source>
        <translation>{taken} ({reason}, {games})</translation>
    </message>
    <message>
        <source>The backup was not restored: {file} is open in a ClubRater window. Close it there first.</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt: {file} ist in einem ClubRater-Fenster geöffnet. Schließen Sie die Datei dort zuerst.</translation>
    </message>
    <message>
        <source>{file} is back as it was on {backup}.</source>
        <translation>{file} ist wieder auf dem Stand vom {backup}.</translation>
    </message>
    <message>
        <source>The file it replaced is kept as {file}.</source>
        <translation>Die ersetzte Datei wird als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>There are no backups of {file} yet.</source>
        <translation>Von {file} gibt es noch keine Sicherungen.</translation>
    </message>
    <message>
        <source>{file} is damaged, so ClubRater did not open it; nothing was written to it.</source>
        <translation>{file} ist beschädigt, daher hat ClubRater die Datei nicht geöffnet; es wurde nichts hineingeschrieben.</translation>
    </message>
    <message>
        <source>Damaged club file</source>
        <translation>Beschädigte Vereinsdatei</translation>
    </message>
    <message>
        <source>There is no good backup beside it.</source>
        <translation>Daneben liegt keine intakte Sicherung.</translation>
    </message>
    <message>
        <source>Other copies are listed under File &gt; Restore backup.</source>
        <translation>Weitere Kopien stehen unter Datei &gt; Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>The newest good backup is from {backup}. Restore it?</source>
        <translation>Die neueste intakte Sicherung ist vom {backup}. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Diese Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Choose another…</source>
        <translation>Andere wählen…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>The backup was not restored: {reason}</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt: {reason}</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <extracomment>The calibration chart&apos;s horizontal axis.</extracomment>
        <translation>Vorhergesagte Gewinnchance von Schwarz</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>The calibration chart&apos;s vertical axis: how often Black really won, in percent.</extracomment>
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>Point at a dot to see its games.</source>
        <translation>Zeigen Sie auf einen Punkt, um seine Partien zu sehen.</translation>
    </message>
    <message>
        <source>{games} games: predicted {predicted} on average, Black won {observed} (95% interval {low} to {high})</source>
        <extracomment>What a dot of the calibration chart holds: {games} games, predicted and observed shares.</extracomment>
        <translation>{games} Partien: im Mittel {predicted} vorhergesagt, Schwarz gewann {observed} (95-%-Intervall {low} bis {high})</translation>
    </message>
</context>
<context>
    <name>CatchupMessages</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Turnier</numerusform>
            <numerusform>%n Turniere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n Anpassung</numerusform>
            <numerusform>%n Anpassungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{things} removed by {club}</source>
        <translation>{things} entfernt von {club}</translation>
    </message>
    <message>
        <source>{things} from {club}</source>
        <translation>{things} von {club}</translation>
    </message>
</context>
<context>
    <name>CheckMessages</name>
    <message>
        <source>name</source>
        <comment>a field of a player</comment>
        <translation>Name</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a player</comment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>country</source>
        <comment>a field of a player</comment>
        <translation>Land</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <comment>a field of a player</comment>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>grade</source>
        <comment>a field of a player: a shogi grade</comment>
        <translation>Grad</translation>
    </message>
    <message>
        <source>note</source>
        <comment>a field of a game</comment>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>Name des Turniers</translation>
    </message>
    <message>
        <source>place</source>
        <comment>a field of an event</comment>
        <translation>Ort</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>Name des Vereins</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list (home club {club})</source>
        <translation>Spieler „{name}“ steht schon in der Spielerliste (Heimatverein {club})</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list</source>
        <translation>Spieler „{name}“ steht schon in der Spielerliste</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; appears twice in the file</source>
        <translation>Spieler „{name}“ kommt zweimal in der Datei vor</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>Spieler „{name}“ hat keinen Rang</translation>
    </message>
    <message>
        <source>index {index} is not between -999 and +999</source>
        <translation>Index {index} liegt nicht zwischen -999 und +999</translation>
    </message>
    <message>
        <source>the black player is not in the player list</source>
        <translation>der Spieler mit Schwarz steht nicht in der Spielerliste</translation>
    </message>
    <message>
        <source>the white player is not in the player list</source>
        <translation>der Spieler mit Weiß steht nicht in der Spielerliste</translation>
    </message>
    <message>
        <source>the same player is on both sides</source>
        <translation>derselbe Spieler steht auf beiden Seiten</translation>
    </message>
    <message>
        <source>handicap {handicap} is not between 0 and 9</source>
        <translation>Vorgabe {handicap} liegt nicht zwischen 0 und 9</translation>
    </message>
    <message>
        <source>the event does not exist</source>
        <translation>das Turnier gibt es nicht</translation>
    </message>
    <message>
        <source>class &quot;{klass}&quot; is not A, B, C or D</source>
        <translation>Klasse „{klass}“ ist nicht A, B, C oder D</translation>
    </message>
    <message>
        <source>&quot;{pieces}&quot; is a shogi handicap, but this club plays Go</source>
        <translation>„{pieces}“ ist eine Shogi-Vorgabe, aber dieser Verein spielt Go</translation>
    </message>
    <message>
        <source>a shogi game has no handicap stones ({stones}); give the handicap pieces instead</source>
        <translation>eine Shogi-Partie hat keine Vorgabesteine ({stones}); geben Sie stattdessen die Vorgabefiguren an</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>unbekannter Spieler „{name}“</translation>
    </message>
    <message>
        <source>same player on both sides</source>
        <translation>derselbe Spieler auf beiden Seiten</translation>
    </message>
    <message>
        <source>black player&apos;s name</source>
        <translation>Name des Spielers mit Schwarz</translation>
    </message>
    <message>
        <source>white player&apos;s name</source>
        <translation>Name des Spielers mit Weiß</translation>
    </message>
    <message>
        <source>event</source>
        <comment>a field of a game</comment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>{names} and {more} more</source>
        <translation>{names} und {more} weitere</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have none</source>
        <translation>
            <numerusform>%n Spieler hat keinen</numerusform>
            <numerusform>%n Spieler haben keinen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 player has none</source>
        <translation>1 Spieler hat keinen</translation>
    </message>
    <message>
        <source>{system} needs every player&apos;s Go rank, and {lacking} ({shown}). Nothing was changed.</source>
        <translation>{system} braucht den Go-Rang jedes Spielers, und {lacking} ({shown}). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The player &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Der Spieler „{name}“ in {source}: {problem}; es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Das Turnier „{name}“ in {source}: {problem}; es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>{what} in {source}: {problem}; nothing was pushed.</source>
        <translation>{what} in {source}: {problem}; es wurde nichts übertragen.</translation>
    </message>
</context>
<context>
    <name>ChecksumMessages</name>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <source>{record} {number} changed</source>
        <translation>{record} {number} geändert</translation>
    </message>
    <message>
        <source>{record} {number} added</source>
        <translation>{record} {number} hinzugefügt</translation>
    </message>
    <message>
        <source>{record} {number} deleted</source>
        <translation>{record} {number} gelöscht</translation>
    </message>
    <message>
        <source>{record} {number} is gone but was stored</source>
        <translation>{record} {number} fehlt, war aber gespeichert</translation>
    </message>
    <message>
        <source>{record} {number} has no checksum</source>
        <translation>{record} {number} hat keine Prüfsumme</translation>
    </message>
    <message>
        <source>{record} {number} does not match its checksum</source>
        <translation>{record} {number} passt nicht zu seiner Prüfsumme</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>und {more} weitere</translation>
    </message>
</context>
<context>
    <name>CleaningMessages</name>
    <message>
        <source>&quot;{name}&quot;: took out invisible characters ({characters})</source>
        <translation>„{name}“: unsichtbare Zeichen entfernt ({characters})</translation>
    </message>
</context>
<context>
    <name>ClubFilter</name>
    <message>
        <source>Show the players of one member club (ratings stay the federation&apos;s)</source>
        <translation>Die Spieler eines Mitgliedsvereins zeigen (die Wertungen bleiben die des Verbands)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Alle Vereine</translation>
    </message>
</context>
<context>
    <name>ClubLock</name>
    <message>
        <source>Club file in use</source>
        <translation>Vereinsdatei in Benutzung</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
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
        <translation>Brett</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
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
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>ClubNightPage</name>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Type a name, Enter ticks it</source>
        <extracomment>Placeholder of the name box on the Club night page.</extracomment>
        <translation>Namen eingeben, Enter hakt ihn an</translation>
    </message>
    <message>
        <source>Add a newcomer…</source>
        <translation>Neuling hinzufügen…</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Alle abhaken aufheben</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paaren</translation>
    </message>
    <message>
        <source>Pair with the bye</source>
        <translation>Gegen den Freilos-Spieler</translation>
    </message>
    <message>
        <source>Fix this pair</source>
        <translation>Dieses Paar festlegen</translation>
    </message>
    <message>
        <source>Swap these two</source>
        <translation>Diese zwei tauschen</translation>
    </message>
    <message>
        <source>To the record sheet</source>
        <translation>Auf den Spielbogen</translation>
    </message>
    <message>
        <source>Print the sheet…</source>
        <translation>Paarungsliste drucken…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF…</source>
        <translation>Paarungsliste als PDF speichern…</translation>
    </message>
    <message>
        <source>Forget this pairing</source>
        <translation>Diese Paarung verwerfen</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <extracomment>Label of the date box of the Club night page.</extracomment>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Nights back</source>
        <extracomment>Label: how many club nights back repeat games are counted.</extracomment>
        <translation>&amp;Abende zurück</translation>
    </message>
    <message>
        <source>Who is here</source>
        <extracomment>Heading of the list of players on the Club night page.</extracomment>
        <translation>Wer ist da</translation>
    </message>
    <message>
        <source>Tick who is here (Space ticks, the name box finds anybody else), then Pair (Ctrl+Enter): close in strength, not met lately, nobody sitting out twice. Select two players in the pairs to pair them by hand (Ctrl+Shift+F) or swap them (Ctrl+Shift+W). To the record sheet (Ctrl+Shift+T) fills tonight&apos;s sheet; type the winners there and save.</source>
        <translation>Haken Sie an, wer da ist (Leertaste hakt an, das Namensfeld findet alle anderen), dann Paaren (Strg+Enter): nah an Spielstärke, zuletzt nicht gegeneinander gespielt, niemand zweimal spielfrei. Wählen Sie zwei Spieler in den Paaren aus, um sie von Hand zu paaren (Strg+Umschalt+F) oder zu tauschen (Strg+Umschalt+W). Auf den Spielbogen (Strg+Umschalt+T) füllt den Bogen des Abends; dort nur die Sieger eingeben und speichern.</translation>
    </message>
    <message>
        <source>Bye: {name} sits out this round.</source>
        <extracomment>Under the pairs: who does not play this round.</extracomment>
        <translation>Freilos: {name} setzt diese Runde aus.</translation>
    </message>
    <message numerus="yes">
        <source>Bye: {name} sits out this round (%n bye(s) lately).</source>
        <translation>
            <numerusform>Freilos: {name} setzt diese Runde aus (zuletzt %n Freilos).</numerusform>
            <numerusform>Freilos: {name} setzt diese Runde aus (zuletzt %n Freilose).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired yet: press Pair (Ctrl+Enter).</source>
        <translation>Noch nicht gepaart: Paaren drücken (Strg+Enter).</translation>
    </message>
    <message>
        <source>entered</source>
        <extracomment>A board whose game is saved.</extracomment>
        <translation>eingetragen</translation>
    </message>
    <message>
        <source>result typed</source>
        <extracomment>A board whose result is typed on the record sheet (not saved yet).</extracomment>
        <translation>Ergebnis getippt</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
    <message numerus="yes">
        <source>%n here</source>
        <extracomment>How many players are ticked as here tonight.</extracomment>
        <translation>
            <numerusform>%n da</numerusform>
            <numerusform>%n da</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name} as a newcomer…</source>
        <translation>{name} als Neuling hinzufügen…</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair with the bye (Ctrl+Shift+Y) to play {bye}, or Pair (Ctrl+Enter) to pair the boards not started again.</source>
        <extracomment>A player ticked after the pairing was made.</extracomment>
        <translation>{name} kam nach der Paarung: Gegen den Freilos-Spieler (Strg+Umschalt+Y) spielt gegen {bye}, oder Paaren (Strg+Enter) paart die nicht begonnenen Bretter neu.</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair (Ctrl+Enter) pairs the boards not started again; boards with a result stay.</source>
        <translation>{name} kam nach der Paarung: Paaren (Strg+Enter) paart die nicht begonnenen Bretter neu; Bretter mit Ergebnis bleiben.</translation>
    </message>
    <message>
        <source>Tick at least two players first.</source>
        <translation>Haken Sie zuerst mindestens zwei Spieler an.</translation>
    </message>
    <message>
        <source>Pair round {round}</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Pair round 2&quot;).</extracomment>
        <translation>Runde {round} paaren</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n board(s). Ctrl+Z takes the pairing back.</source>
        <translation>
            <numerusform>Runde {round}: %n Brett. Strg+Z nimmt die Paarung zurück.</numerusform>
            <numerusform>Runde {round}: %n Bretter. Strg+Z nimmt die Paarung zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {name} with the bye</source>
        <extracomment>The undo command&apos;s name: a late arrival plays the player who sat out.</extracomment>
        <translation>{name} gegen den Freilos-Spieler paaren</translation>
    </message>
    <message>
        <source>Pair two players by hand</source>
        <translation>Zwei Spieler von Hand paaren</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Zwei Spieler tauschen</translation>
    </message>
    <message>
        <source>Round {round}: press Pair (Ctrl+Enter) when everybody is here.</source>
        <translation>Runde {round}: Paaren drücken (Strg+Enter), wenn alle da sind.</translation>
    </message>
    <message>
        <source>Forget the pairing of round {round}</source>
        <extracomment>The undo command&apos;s name.</extracomment>
        <translation>Paarung der Runde {round} verwerfen</translation>
    </message>
    <message>
        <source>Print preview: pairings of round {round}</source>
        <extracomment>Title of the print preview of the pairing sheet.</extracomment>
        <translation>Druckvorschau: Paarungen der Runde {round}</translation>
    </message>
    <message>
        <source>{club}, pairings {date} round {round}</source>
        <extracomment>Part of the suggested file name: &quot;Club, pairings 2025-03-14 round 1.pdf&quot;.</extracomment>
        <translation>{club}, Paarungen {date} Runde {round}</translation>
    </message>
    <message>
        <source>Save the pairing sheet as PDF</source>
        <translation>Paarungsliste als PDF speichern</translation>
    </message>
    <message numerus="yes">
        <source>Saved the pairing sheet (%n page(s)) as {file}.</source>
        <extracomment>{file}: where the PDF went.</extracomment>
        <translation>
            <numerusform>Paarungsliste (%n Seite) als {file} gespeichert.</numerusform>
            <numerusform>Paarungsliste (%n Seiten) als {file} gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every board of round {round} is entered already.</source>
        <translation>Jedes Brett der Runde {round} ist schon eingetragen.</translation>
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
        <translation>Game Status Factor (Seed 001): wie stark die Partie zählt. Turnier 1,5, Verein 1, Freundschaft 0,5, frei oder Lehrpartie 0 (eine freie Partie ändert den Index keines der beiden Spieler).</translation>
    </message>
    <message>
        <source>{value} before</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) before the game or event.</extracomment>
        <translation>{value} vorher</translation>
    </message>
    <message>
        <source>{value} after</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) after the game or event.</extracomment>
        <translation>{value} nachher</translation>
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
        <translation>Früherer Grad</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the standings</comment>
        <extracomment>Column title: the place in the standings.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>number of games</comment>
        <extracomment>Column title: how many games.</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Art</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event the game belongs to.</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Black ±</source>
        <extracomment>Column title: the change of Black&apos;s rating through this game.</extracomment>
        <translation>Schwarz ±</translation>
    </message>
    <message>
        <source>White ±</source>
        <extracomment>Column title: the change of White&apos;s rating through this game.</extracomment>
        <translation>Weiß ±</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>Black or White</comment>
        <extracomment>Column title: the colour the player had (B or W).</extracomment>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>rating change</comment>
        <extracomment>Column title: the change of the rating through this game.</extracomment>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Bemerkungen</translation>
    </message>
    <message>
        <source>New index</source>
        <extracomment>Column title (SAGC): the player&apos;s index after the game.</extracomment>
        <translation>Index neu</translation>
    </message>
    <message>
        <source>New rank</source>
        <extracomment>Column title (SAGC): the player&apos;s kyu/dan rank after the game.</extracomment>
        <translation>Rang neu</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the opponent&apos;s kyu/dan grade.</extracomment>
        <translation>Grad</translation>
    </message>
    <message>
        <source>Grade after</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the player&apos;s kyu/dan grade after the game.</extracomment>
        <translation>Grad neu</translation>
    </message>
    <message>
        <source>Rank after</source>
        <comment>kyu/dan rank</comment>
        <extracomment>Column title: the player&apos;s kyu/dan rank after the game or event.</extracomment>
        <translation>Rang neu</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column title: the number of games won.</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>first day</comment>
        <extracomment>Column title: the first day of the event.</extracomment>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>End</source>
        <comment>last day</comment>
        <extracomment>Column title: the last day of the event.</extracomment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>location</comment>
        <extracomment>Column title: where the event was held (a town), not a placing.</extracomment>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class</comment>
        <extracomment>Column title: the EGF tournament class (A, B, C or D), not a school class.</extracomment>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Rated</source>
        <extracomment>Column title: whether the event&apos;s games are rated (yes/no).</extracomment>
        <translation>Zählt</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the results</comment>
        <extracomment>Column title: the place in the event&apos;s results.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a federation database</source>
        <translation>Mit einer Verbandsdatenbank verbinden</translation>
    </message>
    <message>
        <source>Not needed when the server knows you (~/.pgpass)</source>
        <translation>Nicht nötig, wenn der Server Sie kennt (~/.pgpass)</translation>
    </message>
    <message>
        <source>The password is used for this connection only; ClubRater never stores it.</source>
        <translation>Das Passwort gilt nur für diese Verbindung; ClubRater speichert es nie.</translation>
    </message>
    <message>
        <source>Server address (URL)</source>
        <translation>Serveradresse (URL)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Type the federation server&apos;s address, for example postgresql://secretary@club.example.org:5432/federation.</source>
        <translation>Geben Sie die Adresse des Verbandsservers ein, zum Beispiel postgresql://secretary@club.example.org:5432/federation.</translation>
    </message>
    <message>
        <source>That is not a PostgreSQL address: it begins with postgresql://. A club file is opened with File &gt; Open club file.</source>
        <translation>Das ist keine PostgreSQL-Adresse: Diese beginnt mit postgresql://. Eine Vereinsdatei öffnen Sie mit Datei &gt; Vereinsdatei öffnen.</translation>
    </message>
</context>
<context>
    <name>DateMessages</name>
    <message>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>August</source>
        <translation>August</translation>
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
        <translation>Dezember</translation>
    </message>
    <message>
        <source>{text} does not exist: there is no month {month}</source>
        <translation>{text} gibt es nicht: es gibt keinen Monat {month}</translation>
    </message>
    <message>
        <source>{text} does not exist: {month} {year} has {days} days</source>
        <translation>{text} gibt es nicht: {month} {year} hat {days} Tage</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>„{text}“ ist kein Datum (schreiben Sie es als JJJJ-MM-TT, z. B. 2025-03-14)</translation>
    </message>
    <message>
        <source>the date {day} is after tomorrow ({tomorrow})</source>
        <translation>das Datum {day} liegt nach morgen ({tomorrow})</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>e.g. 12k or 2d</source>
        <extracomment>Rank examples: 12 kyu and 2 dan, written as the club types them (&quot;12k&quot;, &quot;2d&quot; stay as they are).</extracomment>
        <translation>z. B. 12k oder 2d</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>Typing that was not saved</source>
        <translation>Nicht gespeicherte Eingaben</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Throw away what was typed on {when}? If you keep it, ClubRater offers it again the next time this club is opened, unless new rows are typed before then.</source>
        <translation>Die Eingaben vom {when} verwerfen? Wenn Sie sie behalten, bietet ClubRater sie beim nächsten Öffnen dieses Vereins wieder an, sofern bis dahin keine neuen Zeilen eingegeben werden.</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Für später behalten</translation>
    </message>
    <message>
        <source>Nothing is saved until you check it and save it.</source>
        <translation>Gespeichert wird erst, wenn Sie alles geprüft und gespeichert haben.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet and a game in Enter a game. Put what was typed back?</source>
        <translation>
            <numerusform>Nicht gespeichert, als ClubRater am {when} beendet wurde: %n eingegebene Zeile des Spielbogens und eine Partie in „Partie eintragen“. Das Eingegebene zurückholen?</numerusform>
            <numerusform>Nicht gespeichert, als ClubRater am {when} beendet wurde: %n eingegebene Zeilen des Spielbogens und eine Partie in „Partie eintragen“. Das Eingegebene zurückholen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet. Put them back in the record sheet?</source>
        <translation>
            <numerusform>Nicht gespeichert, als ClubRater am {when} beendet wurde: %n eingegebene Zeile des Spielbogens. Zurück in den Spielbogen holen?</numerusform>
            <numerusform>Nicht gespeichert, als ClubRater am {when} beendet wurde: %n eingegebene Zeilen des Spielbogens. Zurück in den Spielbogen holen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved when ClubRater stopped on {when}: a game typed into Enter a game. Put it back in the form?</source>
        <translation>Nicht gespeichert, als ClubRater am {when} beendet wurde: eine in „Partie eintragen“ eingegebene Partie. Zurück ins Formular holen?</translation>
    </message>
</context>
<context>
    <name>DraftMessages</name>
    <message>
        <source>the draft is not JSON ({exc})</source>
        <translation>der Entwurf ist kein JSON ({exc})</translation>
    </message>
    <message>
        <source>the file is not a ClubRater draft this version knows</source>
        <translation>die Datei ist kein ClubRater-Entwurf, den diese Version kennt</translation>
    </message>
    <message>
        <source>the draft&apos;s rows are not rows of the record sheet</source>
        <translation>die Zeilen des Entwurfs sind keine Zeilen des Spielbogens</translation>
    </message>
    <message>
        <source>the draft&apos;s game form is not a set of boxes</source>
        <translation>das Partieformular des Entwurfs ist keine Menge von Feldern</translation>
    </message>
    <message>
        <source>the draft is incomplete ({exc})</source>
        <translation>der Entwurf ist unvollständig ({exc})</translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <source>Black won (B)</source>
        <translation>Sieg Schwarz (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Sieg Weiß (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <extracomment>A drawn game (Go: jigo). Keep &quot;(J)&quot;: the secretary types B, W or J whatever the language.</extracomment>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. Handicap and komi follow the players&apos; ranks until you change them. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Geben Sie jede Partie so ein, wie sie auf dem Spielbogen steht. Tab springt zum nächsten Feld; Enter speichert die Partie und leert das Formular für die nächste. Vorgabe und Komi richten sich nach den Rängen der Spieler, bis Sie sie ändern. Für einen ganzen Abend auf einmal nutzen Sie den Spielbogen (Ctrl+3).</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. For a handicap game, White is the player who gives the pieces. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Geben Sie jede Partie so ein, wie sie auf dem Spielbogen steht. Tab springt zum nächsten Feld; Enter speichert die Partie und leert das Formular für die nächste. Bei einer Vorgabepartie ist Weiß der Spieler, der die Figuren abgibt. Für einen ganzen Abend auf einmal nutzen Sie den Spielbogen (Ctrl+3).</translation>
    </message>
    <message>
        <source>name, or type a rank like 12k</source>
        <translation>Name oder Rang (12k)</translation>
    </message>
    <message>
        <source>name, or type a rank like 10k</source>
        <translation>Name oder Rang (10k)</translation>
    </message>
    <message>
        <source>type B, W or J</source>
        <extracomment>Keep the letters B, W and J: they are what the secretary types in every language.</extracomment>
        <translation>B, W oder J eingeben</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no event</comment>
        <extracomment>Placeholder of the event box: no event.</extracomment>
        <translation>keins</translation>
    </message>
    <message>
        <source>Save game (Enter)</source>
        <translation>Partie speichern (Enter)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>player</comment>
        <extracomment>The player who had Black.</extracomment>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <comment>player</comment>
        <extracomment>The player who had White.</extracomment>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Handicap</source>
        <extracomment>Handicap stones (Go).</extracomment>
        <translation>&amp;Vorgabe</translation>
    </message>
    <message>
        <source>&amp;Komi</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>&amp;Komi</translation>
    </message>
    <message>
        <source>Wi&amp;nner</source>
        <translation>Sie&amp;ger</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <comment>game type</comment>
        <extracomment>The game type: tournament, club, friendly or free.</extracomment>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the game belongs to.</extracomment>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>The last games entered</source>
        <translation>Die zuletzt eingetragenen Partien</translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last one back.</source>
        <translation>Ctrl+Z nimmt die letzte zurück.</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <comment>shogi handicap</comment>
        <extracomment>Shogi: the pieces the stronger player leaves off (駒落ち).</extracomment>
        <translation>&amp;Figuren</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message>
        <source>Who played Black? Type a name, or a rank to see the players of that rank.</source>
        <translation>Wer hatte Schwarz? Geben Sie einen Namen ein, oder einen Rang, um die Spieler dieses Rangs zu sehen.</translation>
    </message>
    <message>
        <source>Who played White? Type a name, or a rank to see the players of that rank.</source>
        <translation>Wer hatte Weiß? Geben Sie einen Namen ein, oder einen Rang, um die Spieler dieses Rangs zu sehen.</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Check the spelling, or add {name} (Players &gt; Add player).</source>
        <translation>{name} steht nicht in der Spielerliste. Prüfen Sie die Schreibweise, oder fügen Sie {name} hinzu (Spieler &gt; Spieler hinzufügen).</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Derselbe Spieler kann nicht zugleich Schwarz und Weiß spielen.</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <translation>Wer hat gewonnen? B für Schwarz, W für Weiß oder J für Jigo eingeben.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Choose one from the list, or leave it empty.</source>
        <translation>Es gibt kein Turnier „{event}“. Wählen Sie eines aus der Liste, oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>The date is back to tonight, {day}.</source>
        <translation>Das Datum steht wieder auf heute Abend, {day}.</translation>
    </message>
    <message>
        <source>Not tonight&apos;s date ({day}): the game is saved on this date.</source>
        <translation>Nicht das heutige Datum ({day}): Die Partie wird mit diesem Datum gespeichert.</translation>
    </message>
    <message>
        <source>{black} (Black) beat {white}</source>
        <translation>{black} (Schwarz) gewann gegen {white}</translation>
    </message>
    <message>
        <source>{white} (White) beat {black}</source>
        <translation>{white} (Weiß) gewann gegen {black}</translation>
    </message>
    <message>
        <source>{black} and {white} drew (jigo)</source>
        <extracomment>Both players&apos; names; jigo is the Go word for a draw.</extracomment>
        <translation>{black} und {white} spielten unentschieden (Jigo)</translation>
    </message>
    <message>
        <source>{black} against {white}</source>
        <translation>{black} gegen {white}</translation>
    </message>
    <message>
        <source>Saved: {what}. The game is not rated.</source>
        <translation>Gespeichert: {what}. Die Partie wird nicht gewertet.</translation>
    </message>
    <message>
        <source>Saved: {what}.  {black};  {white}.</source>
        <extracomment>{what} says who beat whom; {black} and {white} give each player&apos;s change and new rank.</extracomment>
        <translation>Gespeichert: {what}.  {black};  {white}.</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>line {line}: {reason}</source>
        <translation>Zeile {line}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>und {more} weitere</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {what} Free some space there and try again.</source>
        <translation>Der Datenträger mit {folder} ist voll: {what} Schaffen Sie dort etwas Platz und versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>{message}

The log is {log}.</source>
        <translation>{message}

Das Protokoll liegt in {log}.</translation>
    </message>
    <message>
        <source>ClubRater: unexpected error</source>
        <translation>ClubRater: unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong ({error}). The window stays open.

Everything already saved is safe in the club file (each change is saved whole or not at all). If what you see looks out of date, close and reopen the club.

The details are in the log: {log}</source>
        <translation>Etwas ist schiefgegangen ({error}). Das Fenster bleibt offen.

Alles bereits Gespeicherte ist sicher in der Vereinsdatei (jede Änderung wird ganz oder gar nicht gespeichert). Wenn die Anzeige veraltet wirkt, schließen Sie den Verein und öffnen Sie ihn erneut.

Die Einzelheiten stehen im Protokoll: {log}</translation>
    </message>
</context>
<context>
    <name>EvaluateMessages</name>
    <message>
        <source>{system} was not evaluated.</source>
        <translation>{system} wurde nicht ausgewertet.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction such as 0.25, not {value}.</source>
        <translation>Der Vorlauf ist ein Anteil wie 0,25, nicht {value}.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction from 0 up to (not including) 1, such as 0.25; not {value}: some games must be left to score.</source>
        <translation>Der Vorlauf ist ein Anteil von 0 bis unter 1, etwa 0,25; nicht {value}: Es müssen Partien zum Bewerten übrig bleiben.</translation>
    </message>
    <message>
        <source>--from {since} is after --to {until}: no game is between them.</source>
        <translation>--from {since} liegt nach --to {until}: dazwischen liegt keine Partie.</translation>
    </message>
    <message>
        <source>ClubRater cannot evaluate {system}: it knows how SAGC, EGF, EGF 2021 and FESA predict a game.</source>
        <translation>ClubRater kann {system} nicht auswerten: Es weiß, wie SAGC, EGF, EGF 2021 und FESA eine Partie vorhersagen.</translation>
    </message>
    <message>
        <source>No rating system can rate this club&apos;s games.</source>
        <translation>Kein Wertungssystem kann die Partien dieses Vereins werten.</translation>
    </message>
    <message>
        <source>The evaluation is written as a PDF file; give a name ending in .pdf, not {file}.</source>
        <translation>Die Auswertung wird als PDF-Datei geschrieben; geben Sie einen Namen mit der Endung .pdf an, nicht {file}.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s) between {first} and {last}, and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Nichts auszuwerten: Der Verein hat zwischen {first} und {last} %n gewertete Partie, und der Vorlauf von {warm} lässt keine zum Bewerten übrig.</numerusform>
            <numerusform>Nichts auszuwerten: Der Verein hat zwischen {first} und {last} %n gewertete Partien, und der Vorlauf von {warm} lässt keine zum Bewerten übrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>the first game</source>
        <translation>der ersten Partie</translation>
    </message>
    <message>
        <source>the last</source>
        <comment>the last game</comment>
        <translation>der letzten</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s), and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Nichts auszuwerten: Der Verein hat %n gewertete Partie, und der Vorlauf von {warm} lässt keine zum Bewerten übrig.</numerusform>
            <numerusform>Nichts auszuwerten: Der Verein hat %n gewertete Partien, und der Vorlauf von {warm} lässt keine zum Bewerten übrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and none of the {warm} was between players of different strength; choose a larger warm-up.</source>
        <translation>{system} wurde weggelassen: Seine Skala wird an den Partien des Vorlaufs angepasst, und keine der {warm} war zwischen Spielern verschiedener Stärke; wählen Sie einen längeren Vorlauf.</translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and there are none; choose a larger warm-up.</source>
        <translation>{system} wurde weggelassen: Seine Skala wird an den Partien des Vorlaufs angepasst, und es gibt keine; wählen Sie einen längeren Vorlauf.</translation>
    </message>
    <message>
        <source>No rating system could be evaluated.</source>
        <translation>Kein Wertungssystem konnte ausgewertet werden.</translation>
    </message>
    <message>
        <source>The replay has no rating row for game {number}; nothing was evaluated.</source>
        <translation>Die Neuberechnung hat keine Wertungszeile für Partie {number}; es wurde nichts ausgewertet.</translation>
    </message>
</context>
<context>
    <name>EvaluatePage</name>
    <message>
        <source>Each rating system rates the club&apos;s games in order and predicts each game from the players&apos; ratings before it. The first games are a warm-up (rated, not scored). Lower log-loss and Brier score are better; a coin toss scores 0.693 and 0.250.</source>
        <translation>Jedes Wertungssystem wertet die Partien des Vereins der Reihe nach und sagt jede Partie aus den Wertungen der Spieler davor vorher. Die ersten Partien dienen als Vorlauf (gewertet, aber nicht ausgewertet). Kleinere Log-Loss- und Brier-Werte sind besser; ein Münzwurf erreicht 0,693 und 0,250.</translation>
    </message>
    <message>
        <source>The share of the games rated before scoring begins (rounded down)</source>
        <translation>Der Anteil der Partien, die gewertet werden, bevor die Auswertung beginnt (abgerundet)</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>&amp;Vorlauf</translation>
    </message>
    <message>
        <source>C&amp;hart of</source>
        <translation>Dia&amp;gramm für</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>The table and the chart on paper, in the club&apos;s printout language</source>
        <translation>Tabelle und Diagramm auf Papier, in der Drucksprache des Vereins</translation>
    </message>
    <message>
        <source>Per handicap</source>
        <extracomment>Tab: Black&apos;s share of the games per number of handicap stones.</extracomment>
        <translation>Nach Vorgabe</translation>
    </message>
    <message>
        <source>Per rank gap after handicap</source>
        <extracomment>Tab: Black&apos;s share per difference in rank left after the handicap stones.</extracomment>
        <translation>Nach Rangabstand nach Vorgabe</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Vorgaben: wie oft Schwarz gewann</translation>
    </message>
    <message>
        <source>Furthest above their expected score</source>
        <translation>Am weitesten über ihrem Erwartungswert</translation>
    </message>
    <message>
        <source>Furthest below their expected score</source>
        <translation>Am weitesten unter ihrem Erwartungswert</translation>
    </message>
    <message>
        <source>Replaying the club&apos;s games…</source>
        <extracomment>The page&apos;s state while the systems replay the club&apos;s games.</extracomment>
        <translation>Die Partien des Vereins werden neu gewertet…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-Loss</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>Brier-Score</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won.</extracomment>
        <translation>Favorit gewann</translation>
    </message>
    <message>
        <source>Scale k</source>
        <translation>Skala k</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>Ein Münzwurf (zum Vergleich)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) scored, from {first} to {last}</source>
        <extracomment>Under the table: the games scored and the warm-up left out.</extracomment>
        <translation>
            <numerusform>%n Partie ausgewertet, vom {first} bis {last}</numerusform>
            <numerusform>%n Partien ausgewertet, vom {first} bis {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warm-up: the %n game(s) before them</source>
        <translation>
            <numerusform>Vorlauf: die %n Partie davor</numerusform>
            <numerusform>Vorlauf: die %n Partien davor</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein Vorgabe</numerusform>
            <numerusform>%n Steine Vorgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>ohne Vorgabe</translation>
    </message>
    <message>
        <source>Rank gap</source>
        <extracomment>Column: the rank difference left after the handicap (White&apos;s strength minus Black&apos;s, minus the stones).</extracomment>
        <translation>Rangabstand</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>z</source>
        <comment>standard score</comment>
        <extracomment>Column: z, the wins above expectation in standard deviations.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Enter or double-click opens the player</source>
        <translation>Eingabetaste oder Doppelklick öffnet den Spieler</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Kein System sagte den Verein besser vorher als ein Münzwurf.</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <extracomment>{gap} and {coin} are differences of log-loss, e.g. 0.008.</extracomment>
        <translation>{best} sagte den Verein am besten vorher: sein Log-Loss ist um {gap} niedriger als der von {next} und um {coin} niedriger als der eines Münzwurfs.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>Der Log-Loss von {best} ist um {coin} niedriger als der eines Münzwurfs.</translation>
    </message>
    <message>
        <source>No scored game had a handicap.</source>
        <translation>Keine ausgewertete Partie hatte eine Vorgabe.</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Die Vorgaben begünstigten Schwarz.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Die Vorgaben begünstigten Weiß.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Die Vorgaben begünstigten keine Seite deutlich.</translation>
    </message>
    <message numerus="yes">
        <source>Black won {share} of the %n game(s) with a handicap (95% interval {low} to {high}).</source>
        <translation>
            <numerusform>Schwarz gewann {share} der %n Partie mit Vorgabe (95-%-Intervall {low} bis {high}).</numerusform>
            <numerusform>Schwarz gewann {share} der %n Partien mit Vorgabe (95-%-Intervall {low} bis {high}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save how well the ratings predict as PDF</source>
        <translation>Vorhersagegüte der Wertungen als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message numerus="yes">
        <source>Saved (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Gespeichert (%n Seite) als {file}.</numerusform>
            <numerusform>Gespeichert (%n Seiten) als {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <translation>Vorhergesagte Gewinnchance von Schwarz</translation>
    </message>
    <message>
        <source>How often Black won</source>
        <translation>Wie oft Schwarz gewann</translation>
    </message>
    <message>
        <source>Each dot: the games whose prediction fell in one tenth (0-10%, 10-20%, ...), at their mean prediction, against how often Black really won them (a jigo half). Larger dots hold more games.</source>
        <translation>Jeder Punkt: die Partien, deren Vorhersage in ein Zehntel fiel (0–10 %, 10–20 %, …), bei ihrer mittleren Vorhersage, gegen den Anteil, den Schwarz tatsächlich gewann (ein Jigo zählt halb). Größere Punkte enthalten mehr Partien.</translation>
    </message>
    <message>
        <source>Each bar: the 95% interval of that share; a bar that crosses the dashed diagonal agrees with the predictions.</source>
        <translation>Jeder Balken: das 95-%-Intervall dieses Anteils; ein Balken, der die gestrichelte Diagonale kreuzt, stimmt mit den Vorhersagen überein.</translation>
    </message>
    <message>
        <source>A dot below the diagonal: Black won less often than predicted; above it: more often.</source>
        <translation>Ein Punkt unter der Diagonale: Schwarz gewann seltener als vorhergesagt; darüber: häufiger.</translation>
    </message>
    <message>
        <source>How well the ratings predict</source>
        <translation>Wie gut die Wertungen vorhersagen</translation>
    </message>
    <message>
        <source>from {first} to {last}</source>
        <translation>vom {first} bis {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Each system rated the club&apos;s games in order and predicted each game from the players&apos; ratings before it. Scored: {games} {span}. The first {warm_up} ({share} of them) were a warm-up: rated, not scored.</source>
        <translation>Jedes System wertete die Partien des Vereins der Reihe nach und sagte jede Partie aus den Wertungen der Spieler davor vorher. Ausgewertet: {games} {span}. Die ersten {warm_up} ({share} davon) dienten als Vorlauf: gewertet, aber nicht ausgewertet.</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>Ein Münzwurf (zum Vergleich)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <extracomment>Column: log-loss, the mean of -ln(probability given to what happened); lower is better.</extracomment>
        <translation>Log-Loss</translation>
    </message>
    <message>
        <source>Brier score</source>
        <extracomment>Column: the Brier score, the mean squared difference between prediction and result.</extracomment>
        <translation>Brier-Score</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won the game.</extracomment>
        <translation>Favorit gewann</translation>
    </message>
    <message>
        <source>Scale k</source>
        <extracomment>Column: SAGC&apos;s fitted logistic scale k (per rank).</extracomment>
        <translation>Skala k</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <translation>{best} sagte den Verein am besten vorher: sein Log-Loss ist um {gap} niedriger als der von {next} und um {coin} niedriger als der eines Münzwurfs.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>Der Log-Loss von {best} ist um {coin} niedriger als der eines Münzwurfs.</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Kein System sagte den Verein besser vorher als ein Münzwurf.</translation>
    </message>
    <message>
        <source>Log-loss: the mean of -ln of the chance given to what happened (lower is better; a coin toss scores {coin}). Brier score: the mean squared distance between the prediction and the result (lower is better; a coin toss scores {quarter}). Favourite won: how often the player the system favoured won (a jigo counts half). Scale k: SAGC has no probability of its own; it is given one by a logistic curve in the rank difference whose steepness k is fitted on the warm-up games.</source>
        <translation>Log-Loss: der Mittelwert von −ln der Chance, die dem tatsächlichen Ergebnis gegeben wurde (kleiner ist besser; ein Münzwurf erreicht {coin}). Brier-Score: der Mittelwert der quadrierten Abstände zwischen Vorhersage und Ergebnis (kleiner ist besser; ein Münzwurf erreicht {quarter}). Favorit gewann: wie oft der vom System favorisierte Spieler gewann (ein Jigo zählt halb). Skala k: SAGC hat keine eigene Wahrscheinlichkeit; es erhält eine durch eine logistische Kurve im Rangunterschied, deren Steilheit k an den Vorlaufpartien angepasst wird.</translation>
    </message>
    <message>
        <source>Calibration: {system}</source>
        <translation>Kalibrierung: {system}</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Vorgaben: wie oft Schwarz gewann</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Die Vorgaben begünstigten Schwarz.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Die Vorgaben begünstigten Weiß.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Die Vorgaben begünstigten keine Seite deutlich.</translation>
    </message>
    <message>
        <source>Black won {share} of the {games} with a handicap (95% interval {low} to {high}).</source>
        <translation>Schwarz gewann {share} der {games} mit Vorgabe (95-%-Intervall {low} bis {high}).</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein Vorgabe</numerusform>
            <numerusform>%n Steine Vorgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>ohne Vorgabe</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones of the games in this row.</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>Column: Black&apos;s share of these games (a jigo half).</extracomment>
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Column: the 95% Wilson interval of Black&apos;s share.</extracomment>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Furthest above their expected score ({system})</source>
        <translation>Am weitesten über ihrem Erwartungswert ({system})</translation>
    </message>
    <message>
        <source>Furthest below their expected score ({system})</source>
        <translation>Am weitesten unter ihrem Erwartungswert ({system})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: the games the player won, a jigo half.</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column: the wins the system&apos;s predictions expected of the player.</extracomment>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>z</source>
        <comment>column: standard score</comment>
        <extracomment>Column: z, how many standard deviations the player&apos;s wins are above his expected wins.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Wins count a jigo as half; expected wins add up the chances the system gave the player; z is their difference in standard deviations (beyond 2 it is seldom chance).</source>
        <translation>Siege zählen ein Jigo halb; die erwarteten Siege summieren die Chancen, die das System dem Spieler gab; z ist ihr Unterschied in Standardabweichungen (über 2 ist er selten Zufall).</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Gedruckt mit ClubRater.</translation>
    </message>
    <message>
        <source>{club}: how well the ratings predict</source>
        <translation>{club}: wie gut die Wertungen vorhersagen</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Change an event</source>
        <translation>Turnier ändern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Turnier hinzufügen</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>e.g. Winter Open 2025</source>
        <extracomment>An example tournament name; translate freely.</extracomment>
        <translation>z. B. Winterturnier 2025</translation>
    </message>
    <message>
        <source>Rated (untick for fast games or a simultaneous)</source>
        <extracomment>A simultaneous: one strong player against several at once (a &quot;simul&quot;).</extracomment>
        <translation>Gewertet (abwählen bei Schnellpartien oder einem Simultan)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Beginn:</translation>
    </message>
    <message>
        <source>E&amp;nds:</source>
        <translation>&amp;Ende:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <comment>venue</comment>
        <extracomment>Where the event was held (a town or venue), not a standing in the results.</extracomment>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>EGF &amp;class:</source>
        <comment>EGF tournament class A-D</comment>
        <extracomment>The EGF&apos;s tournament class (A, B, C, D), which weighs its games; not a school class.</extracomment>
        <translation>EGF-&amp;Klasse:</translation>
    </message>
    <message>
        <source>Please give the event a name.</source>
        <translation>Bitte geben Sie dem Turnier einen Namen.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Es gibt schon ein Turnier „{name}“.</translation>
    </message>
    <message>
        <source>The event cannot end before it starts.</source>
        <translation>Das Turnier kann nicht vor seinem Beginn enden.</translation>
    </message>
</context>
<context>
    <name>EventMessages</name>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Es gibt kein Turnier Nummer {number}.</translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation>Ein Turnier braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Es gibt schon ein Turnier namens „{name}“.</translation>
    </message>
    <message>
        <source>Class &quot;{klass}&quot; is not A, B, C or D.</source>
        <translation>Klasse „{klass}“ ist nicht A, B, C oder D.</translation>
    </message>
    <message>
        <source>An event&apos;s number and entry order cannot be changed.</source>
        <translation>Nummer und Eingabereihenfolge eines Turniers lassen sich nicht ändern.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; still has games; delete or move them first.</source>
        <translation>„{name}“ hat noch Partien; löschen oder verschieben Sie sie zuerst.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already there.</source>
        <translation>Das Turnier „{name}“ ist schon vorhanden.</translation>
    </message>
</context>
<context>
    <name>EventOperations</name>
    <message>
        <source>A new event?</source>
        <translation>Ein neues Turnier?</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot;. Add it?</source>
        <translation>Es gibt kein Turnier „{name}“. Hinzufügen?</translation>
    </message>
    <message>
        <source>Add the event…</source>
        <translation>Turnier hinzufügen…</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the event &quot;{name}&quot;? Ctrl+Z brings it back.</source>
        <translation>Das Turnier „{name}“ löschen? Ctrl+Z holt es zurück.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
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
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>Choose an event to see its results</source>
        <translation>Wählen Sie ein Turnier, um seine Ergebnisse zu sehen</translation>
    </message>
    <message>
        <source>Show the games of this event</source>
        <translation>Die Partien dieses Turniers zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Turnier</numerusform>
            <numerusform>%n Turniere</numerusform>
        </translation>
    </message>
    <message>
        <source>{event} (not rated)</source>
        <translation>{event} (nicht gewertet)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{event}: {players} on {day}</source>
        <extracomment>An event&apos;s results: &quot;{event}: 12 players on 4 March 2024&quot;.</extracomment>
        <translation>{event}: {players} am {day}</translation>
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
        <translation>Es gibt keinen Ordner {folder}, in den {name} geschrieben werden könnte.</translation>
    </message>
    <message>
        <source>Wrote {file}: {players} players, {games} games, {rows} history rows.</source>
        <translation>{file} geschrieben: {players} Spieler, {games} Partien, {rows} Verlaufszeilen.</translation>
    </message>
    <message>
        <source>Wrote {file}: {games} games.</source>
        <translation>{file} geschrieben: {games} Partien.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>keines</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Es gibt kein Turnier namens „{name}“ (die letzten sind {known}).</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games to write.</source>
        <translation>Das Turnier „{name}“ hat keine Partien zum Schreiben.</translation>
    </message>
    <message>
        <source>Wrote {file}: {event}, {players} players, {games} games.</source>
        <translation>{file} geschrieben: {event}, {players} Spieler, {games} Partien.</translation>
    </message>
    <message>
        <source>--club is for the workbook (FILE.xlsx) and the games file (FILE.csv): an event table is whole.</source>
        <translation>--club gilt für die Arbeitsmappe (DATEI.xlsx) und die Partiedatei (DATEI.csv): eine Turniertabelle ist immer vollständig.</translation>
    </message>
    <message>
        <source>export writes FILE.xlsx (the club workbook), FILE.csv (the games) or `h9 EVENT FILE` (one event as an EGD table); it was given {given!r}.</source>
        <translation>export schreibt DATEI.xlsx (die Arbeitsmappe des Vereins), DATEI.csv (die Partien) oder `h9 TURNIER DATEI` (ein Turnier als EGD-Tabelle); angegeben war {given!r}.</translation>
    </message>
</context>
<context>
    <name>Federation</name>
    <message>
        <source>Connecting to {where}…</source>
        <translation>Verbinde mit {where}…</translation>
    </message>
    <message>
        <source>Push a club file into the federation</source>
        <translation>Eine Vereinsdatei in den Verband übertragen</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Vereinsdateien (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Comparing {file} with the federation…</source>
        <translation>Vergleiche {file} mit dem Verband…</translation>
    </message>
    <message>
        <source>Pushing {file}…</source>
        <translation>Übertrage {file}…</translation>
    </message>
    <message>
        <source>Pull a club file</source>
        <translation>Vereinsdatei holen</translation>
    </message>
    <message>
        <source>The club file&apos;s own club:</source>
        <translation>Eigener Verein der Vereinsdatei:</translation>
    </message>
    <message>
        <source>Pull a club file from the federation</source>
        <translation>Vereinsdatei aus dem Verband holen</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Vereinsdateien (*.sqlite)</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>{file} wird geschrieben…</translation>
    </message>
    <message>
        <source>Push a club file</source>
        <translation>Vereinsdatei übertragen</translation>
    </message>
    <message>
        <source>Enter its games for the member club:</source>
        <translation>Partien eintragen für den Mitgliedsverein:</translation>
    </message>
    <message>
        <source>Players of:</source>
        <translation>Spieler von:</translation>
    </message>
</context>
<context>
    <name>FederationMessages</name>
    <message>
        <source>There is no member club number {number}.</source>
        <translation>Es gibt keinen Mitgliedsverein Nummer {number}.</translation>
    </message>
    <message>
        <source>none yet</source>
        <comment>no member clubs</comment>
        <translation>noch keiner</translation>
    </message>
    <message>
        <source>There is no member club &quot;{name}&quot; (the clubs: {names}).</source>
        <translation>Es gibt keinen Mitgliedsverein „{name}“ (die Vereine: {names}).</translation>
    </message>
    <message>
        <source>Only the federation officer enters for another club; you enter for {club}.</source>
        <translation>Nur der Verbandsverantwortliche trägt für einen anderen Verein ein; Sie tragen für {club} ein.</translation>
    </message>
    <message>
        <source>no club</source>
        <translation>keinen Verein</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Es gibt keinen Spieler Nummer {number}.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Es gibt keine Partie Nummer {number}.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Es gibt kein Turnier Nummer {number}.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Es gibt keine Anpassung Nummer {number}.</translation>
    </message>
    <message>
        <source>A player of {club}; only its secretary or the federation officer can change him.</source>
        <translation>Ein Spieler von {club}; nur dessen Sekretär oder der Verbandsverantwortliche kann ihn ändern.</translation>
    </message>
    <message>
        <source>Entered by {club}; only its secretary or the federation officer can change it.</source>
        <translation>Eingetragen von {club}; nur dessen Sekretär oder der Verbandsverantwortliche kann es ändern.</translation>
    </message>
    <message>
        <source>your club</source>
        <translation>Ihr Verein</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Neither {black} nor {white} plays for {club}, and the game is in no event {club} entered: only their clubs&apos; secretaries or the federation officer can enter it.</source>
        <translation>Weder {black} noch {white} spielt für {club}, und die Partie gehört zu keinem Turnier, das {club} eingetragen hat: Nur die Sekretäre ihrer Vereine oder der Verbandsverantwortliche können sie eintragen.</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The federation officer adds a player for a member club: choose the club first (--for-club NAME on the command line, the club picker in the window).</source>
        <translation>Der Verbandsverantwortliche fügt einen Spieler für einen Mitgliedsverein hinzu: wählen Sie zuerst den Verein (--for-club NAME auf der Kommandozeile, die Vereinsauswahl im Fenster).</translation>
    </message>
    <message>
        <source>The connection to the federation database was lost; other secretaries&apos; changes will show after reconnecting.</source>
        <translation>Die Verbindung zur Verbandsdatenbank ist abgebrochen; Änderungen anderer Sekretäre erscheinen nach dem erneuten Verbinden.</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>The file could not be used: {reason} ({file}).</source>
        <translation>Die Datei konnte nicht verwendet werden: {reason} ({file}).</translation>
    </message>
    <message>
        <source>The file could not be used: {reason}.</source>
        <translation>Die Datei konnte nicht verwendet werden: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong that ClubRater did not expect, and nothing was changed. Your club file is safe. If it happens again, please send the log file to whoever looks after ClubRater.</source>
        <translation>Etwas Unerwartetes ist schiefgegangen, und es wurde nichts geändert. Ihre Vereinsdatei ist sicher. Falls es wieder passiert, schicken Sie bitte die Protokolldatei an die Person, die ClubRater betreut.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
</context>
<context>
    <name>FesaExport</name>
    <message>
        <source>FESA tournament files</source>
        <extracomment>FESA: the Federation of European Shogi Associations; tournament files are sent to its rating officer.</extracomment>
        <translation>FESA-Turnierdateien</translation>
    </message>
    <message>
        <source>Export the FESA Elo list</source>
        <translation>FESA-Elo-Liste exportieren</translation>
    </message>
    <message>
        <source>FESA Elo list (*.txt);;All files (*)</source>
        <translation>FESA-Elo-Liste (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>FESA list</source>
        <translation>FESA-Liste</translation>
    </message>
    <message>
        <source>The club has no event with games to send.</source>
        <translation>Der Verein hat kein Turnier mit Partien, das gesendet werden könnte.</translation>
    </message>
    <message>
        <source>Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament whose files are sent to FESA.</extracomment>
        <translation>Turnier:</translation>
    </message>
    <message>
        <source>Folder for turnering.txt and nye-spillere</source>
        <extracomment>turnering.txt and nye-spillere are file names of the FESA rating program: keep them.</extracomment>
        <translation>Ordner für turnering.txt und nye-spillere</translation>
    </message>
</context>
<context>
    <name>FesaExportMessages</name>
    <message>
        <source>The FESA program&apos;s files are for a shogi club rated with FESA Elo; this club uses {system}.</source>
        <translation>Die Dateien des FESA-Programms sind für einen Shogi-Verein mit FESA-Elo; dieser Verein verwendet {system}.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>Es gibt keinen Ordner {folder}, in den {name} geschrieben werden könnte.</translation>
    </message>
    <message>
        <source> (in UTF-8: a name has letters ISO-8859-1 cannot hold)</source>
        <translation> (in UTF-8: ein Name enthält Buchstaben, die ISO-8859-1 nicht kennt)</translation>
    </message>
    <message>
        <source>Wrote {file}: the Elo list for {date}, {players} players{note}.</source>
        <translation>{file} geschrieben: die Elo-Liste vom {date}, {players} Spieler{note}.</translation>
    </message>
    <message>
        <source>Wrote {file}: the FESA program&apos;s rating list, {players} players{note}.</source>
        <translation>{file} geschrieben: die Wertungsliste des FESA-Programms, {players} Spieler{note}.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>keines</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Es gibt kein Turnier namens „{name}“ (die letzten sind {known}).</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write turnering.txt and nye-spillere in.</source>
        <translation>Es gibt keinen Ordner {folder}, in den turnering.txt und nye-spillere geschrieben werden könnten.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games with a result to write.</source>
        <translation>Das Turnier „{name}“ hat keine Partien mit Ergebnis zum Schreiben.</translation>
    </message>
    <message>
        <source>Wrote {tournament} ({event}: {players} players, {games} games) and {newcomers} ({new} players new to FESA){note}.</source>
        <translation>{tournament} ({event}: {players} Spieler, {games} Partien) und {newcomers} ({new} bei der FESA neue Spieler){note} geschrieben.</translation>
    </message>
    <message>
        <source>export {kind} takes {usage}; it was given {given!r}.</source>
        <translation>export {kind} erwartet {usage}; angegeben war {given!r}.</translation>
    </message>
</context>
<context>
    <name>FesaMessages</name>
    <message>
        <source>{file} cannot be read:</source>
        <translation>{file} kann nicht gelesen werden:</translation>
    </message>
    <message>
        <source>a #| comment is never closed</source>
        <translation>ein #|-Kommentar wird nie geschlossen</translation>
    </message>
    <message>
        <source>a &quot;)&quot; closes nothing</source>
        <translation>ein „)“ schließt nichts</translation>
    </message>
    <message>
        <source>the file ends after a quote</source>
        <translation>die Datei endet nach einem Anführungszeichen</translation>
    </message>
    <message>
        <source>a #S( structure has no name</source>
        <translation>eine #S(-Struktur hat keinen Namen</translation>
    </message>
    <message>
        <source>the {structure} structure has a key without a value</source>
        <translation>die Struktur {structure} hat einen Schlüssel ohne Wert</translation>
    </message>
    <message>
        <source>the {structure} structure has {key!r} where a :KEY should be</source>
        <translation>die Struktur {structure} hat {key!r}, wo ein :SCHLÜSSEL stehen müsste</translation>
    </message>
    <message>
        <source>the file ends inside a #\ character</source>
        <translation>die Datei endet in einem #\-Zeichen</translation>
    </message>
    <message>
        <source>&quot;#{text}&quot; is not something a FESA file holds</source>
        <translation>„#{text}“ kommt in einer FESA-Datei nicht vor</translation>
    </message>
    <message>
        <source>a &quot;(&quot; opened here is never closed</source>
        <translation>ein hier geöffnetes „(“ wird nie geschlossen</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>eine hier begonnene Zeichenkette wird nie geschlossen</translation>
    </message>
    <message>
        <source>&quot;{token}&quot; divides by zero</source>
        <translation>„{token}“ teilt durch null</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file is not a list of players</source>
        <translation>die Datei ist keine Liste von Spielern</translation>
    </message>
    <message>
        <source>{item} is not a #S(PLAYER ...)</source>
        <translation>{item} ist kein #S(PLAYER ...)</translation>
    </message>
    <message>
        <source>the player has no last name</source>
        <translation>der Spieler hat keinen Nachnamen</translation>
    </message>
    <message>
        <source>{who}: the first name {first} is not a string</source>
        <translation>{who}: der Vorname {first} ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>{who}: ELO-NUMBER {rating} is not a rating</source>
        <translation>{who}: ELO-NUMBER {rating} ist keine Wertung</translation>
    </message>
    <message>
        <source>{who}: {game} in GAMES is not (opponent&apos;s rating, result, weight)</source>
        <translation>{who}: {game} in GAMES ist nicht (Wertung des Gegners, Ergebnis, Gewicht)</translation>
    </message>
    <message>
        <source>{who}: GAMES {games} is neither a count nor a list of games</source>
        <translation>{who}: GAMES {games} ist weder eine Anzahl noch eine Liste von Partien</translation>
    </message>
    <message>
        <source>{who}: LB-COUNT {value} is not (:LB count flag)</source>
        <translation>{who}: LB-COUNT {value} ist nicht (:LB Anzahl Kennzeichen)</translation>
    </message>
    <message>
        <source>{who}: MP-COUNT {value} is not (:MP count)</source>
        <translation>{who}: MP-COUNT {value} ist nicht (:MP Anzahl)</translation>
    </message>
    <message>
        <source>{who}: BONUS-COUNT {value} is not a count</source>
        <translation>{who}: BONUS-COUNT {value} ist keine Anzahl</translation>
    </message>
    <message>
        <source>{who}: {level_key} {level} {name_key} {name} is not a grade</source>
        <translation>{who}: {level_key} {level} {name_key} {name} ist kein Grad</translation>
    </message>
    <message>
        <source>{who}: &quot;{level} {name}&quot; is not a shogi grade</source>
        <translation>{who}: „{level} {name}“ ist kein Shogi-Grad</translation>
    </message>
    <message>
        <source>entry {number} is not (last first nationalities level grade ...)</source>
        <translation>Eintrag {number} ist nicht (Nachname Vorname Nationalitäten Stufe Grad ...)</translation>
    </message>
    <message>
        <source>no [tournament name] and [date] at the top</source>
        <translation>oben fehlen [Turniername] und [Datum]</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (YYYY-MM-DD)</source>
        <translation>„{text}“ ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>a result line after the table had ended</source>
        <translation>eine Ergebniszeile nach dem Ende der Tabelle</translation>
    </message>
    <message>
        <source>no result lines (the first must be place 1)</source>
        <translation>keine Ergebniszeilen (die erste muss Platz 1 sein)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is already listed on line {first}</source>
        <translation>„{name}“ steht schon in Zeile {first}</translation>
    </message>
    <message>
        <source>a player line needs [last name] [first name] [results]</source>
        <translation>eine Spielerzeile braucht [Nachname] [Vorname] [Ergebnisse]</translation>
    </message>
    <message>
        <source>the last name is empty</source>
        <translation>der Nachname ist leer</translation>
    </message>
    <message>
        <source>{name} gives a simultaneous exhibition: ClubRater does not rate those</source>
        <translation>{name} gibt eine Simultanvorstellung: solche wertet ClubRater nicht</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a result like 3+, 4- or 2=</source>
        <translation>„{text}“ ist kein Ergebnis wie 3+, 4- oder 2=</translation>
    </message>
    <message>
        <source>{name} has {results} results where the table has {rounds} rounds</source>
        <translation>{name} hat {results} Ergebnisse, die Tabelle aber {rounds} Runden</translation>
    </message>
    <message>
        <source>round {round}: there is no opponent {opponent}</source>
        <translation>Runde {round}: es gibt keinen Gegner {opponent}</translation>
    </message>
    <message>
        <source>round {round}: {name} played {opponent}, whose line says otherwise</source>
        <translation>Runde {round}: {name} spielte gegen {opponent}, dessen Zeile etwas anderes sagt</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} do not share one point</source>
        <translation>Runde {round}: {name} und {opponent} teilen sich nicht einen Punkt</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} disagree about the handicap</source>
        <translation>Runde {round}: {name} und {opponent} sind sich über die Vorgabe uneinig</translation>
    </message>
    <message>
        <source>{folder} is not a folder of the FESA rating program.</source>
        <translation>{folder} ist kein Ordner des FESA-Wertungsprogramms.</translation>
    </message>
    <message>
        <source>{folder} has no {list}: it is not a folder of the FESA rating program.</source>
        <translation>{folder} hat keine {list}: es ist kein Ordner des FESA-Wertungsprogramms.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is in {list} twice</source>
        <translation>„{name}“ steht zweimal in {list}</translation>
    </message>
    <message>
        <source>{name} has played on {date}, after this tournament</source>
        <translation>{name} hat am {date} gespielt, nach diesem Turnier</translation>
    </message>
    <message>
        <source>The event name &quot;{name}&quot; has a bracket or a line break, which turnering.txt cannot hold.</source>
        <translation>Der Turniername „{name}“ enthält eine Klammer oder einen Zeilenumbruch, den turnering.txt nicht aufnehmen kann.</translation>
    </message>
    <message>
        <source>turnering.txt cannot hold a bracket or a line break in a name: {shown}.</source>
        <translation>turnering.txt kann in einem Namen keine Klammer und keinen Zeilenumbruch aufnehmen: {shown}.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>it came out empty</source>
        <translation>sie ist leer herausgekommen</translation>
    </message>
    <message>
        <source>the PDF came out incomplete</source>
        <translation>das PDF ist unvollständig herausgekommen</translation>
    </message>
    <message>
        <source>the workbook came out without its parts</source>
        <translation>die Arbeitsmappe ist ohne ihre Teile herausgekommen</translation>
    </message>
    <message>
        <source>the workbook part {part} came out damaged</source>
        <translation>der Teil {part} der Arbeitsmappe ist beschädigt herausgekommen</translation>
    </message>
    <message>
        <source>the workbook came out unreadable ({reason})</source>
        <translation>die Arbeitsmappe ist unlesbar herausgekommen ({reason})</translation>
    </message>
    <message>
        <source>{file} was not written; {unchanged}</source>
        <translation>{file} wurde nicht geschrieben; {unchanged}</translation>
    </message>
    <message>
        <source>ClubRater cannot write {file} in {folder} (it is read-only); {unchanged}</source>
        <translation>ClubRater kann {file} in {folder} nicht schreiben (schreibgeschützt); {unchanged}</translation>
    </message>
    <message>
        <source>{file} could not be written ({reason}); {unchanged}</source>
        <translation>{file} konnte nicht geschrieben werden ({reason}); {unchanged}</translation>
    </message>
    <message>
        <source>the file that was there is unchanged.</source>
        <translation>die vorhandene Datei ist unverändert.</translation>
    </message>
    <message>
        <source>nothing was written.</source>
        <translation>es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>{file} was not written ({problem}); {unchanged}</source>
        <translation>{file} wurde nicht geschrieben ({problem}); {unchanged}</translation>
    </message>
    <message>
        <source>{file} was not written: {problem}; {unchanged}</source>
        <translation>{file} wurde nicht geschrieben: {problem}; {unchanged}</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {file} in.</source>
        <translation>Es gibt keinen Ordner {folder}, in den {file} geschrieben werden könnte.</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes were written</source>
        <translation>nur {written} von {size} Bytes wurden geschrieben</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>Black won (B)</source>
        <extracomment>The winner of a Go game; B, W and J are the letters typed on the record sheet (jigo: a draw). Keep the letters.</extracomment>
        <translation>Sieg Schwarz (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Sieg Weiß (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Change a game</source>
        <translation>Partie ändern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <extracomment>Komi: the points White receives in Go (keep the Go term where the club uses it).</extracomment>
        <translation>&amp;Komi:</translation>
    </message>
    <message>
        <source>W&amp;inner:</source>
        <translation>Sie&amp;ger:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game: tournament, club, friendly or free.</extracomment>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament or other event the game was played at.</extracomment>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} steht nicht in der Spielerliste.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Derselbe Spieler kann nicht zugleich Schwarz und Weiß spielen.</translation>
    </message>
</context>
<context>
    <name>GameMessages</name>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Es gibt keine Partie Nummer {number}.</translation>
    </message>
    <message>
        <source>The record sheet was not saved:</source>
        <translation>Der Spielbogen wurde nicht gespeichert:</translation>
    </message>
    <message>
        <source>game {number}: {problem}</source>
        <translation>Partie {number}: {problem}</translation>
    </message>
</context>
<context>
    <name>GameOperations</name>
    <message>
        <source>Delete the game {black} – {white} of {date}? Every later rating is worked out again; Ctrl+Z brings it back.</source>
        <translation>Die Partie {black} – {white} vom {date} löschen? Alle späteren Wertungen werden neu berechnet; Ctrl+Z holt sie zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n game(s)? Every later rating is worked out again; Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Diese %n Partie löschen? Alle späteren Wertungen werden neu berechnet; Ctrl+Z holt sie zurück.</numerusform>
            <numerusform>Diese %n Partien löschen? Alle späteren Wertungen werden neu berechnet; Ctrl+Z holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>GameTypes</name>
    <message>
        <source>tournament</source>
        <extracomment>Game type: a game of a rated tournament (counts 1.5 in SAGC).</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>club</source>
        <extracomment>Game type: an ordinary game on a club night.</extracomment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>friendly</source>
        <extracomment>Game type: a friendly or internet game (counts half).</extracomment>
        <translation>Freundschaft</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>Game type: a free or teaching game (rates nobody).</extracomment>
        <translation>Frei</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>game type</comment>
        <extracomment>A kind of game; SAGC weighs ratings by it (tournament 1.5, club 1.0, friendly 0.5, free 0.0).</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>club</source>
        <comment>game type: an ordinary club-night game</comment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>friendly</source>
        <comment>game type</comment>
        <translation>Freundschaft</translation>
    </message>
    <message>
        <source>free</source>
        <comment>game type: a teaching game, not rated</comment>
        <extracomment>A free (teaching) game: played at the club but never rated.</extracomment>
        <translation>Frei</translation>
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
        <translation>Kein Ergebnis: angezeigt, nicht gewertet</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>&amp;From</source>
        <comment>date</comment>
        <extracomment>Filter: games from this date on.</extracomment>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <comment>date</comment>
        <extracomment>Filter: games up to this date.</extracomment>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>beliebiger Spieler</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <comment>tournament</comment>
        <extracomment>Filter label: the tournament or event.</extracomment>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>All events and club games</source>
        <translation>Alle Turniere und Vereinspartien</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <extracomment>{shown} games match the filters out of %Ln in the club.</extracomment>
        <translation>
            <numerusform>{shown} von %Ln Partie</numerusform>
            <numerusform>{shown} von %Ln Partien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GradeMessages</name>
    <message>
        <source>&quot;{text}&quot; is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).</source>
        <translation>„{text}“ ist kein Shogi-Grad (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; auch 3級, 初段).</translation>
    </message>
    <message>
        <source>{grade} has no line in the FESA grade table.</source>
        <translation>{grade} hat keine Zeile in der FESA-Gradtabelle.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a shogi handicap FESA rates ({known}).</source>
        <translation>„{text}“ ist keine Shogi-Vorgabe, die die FESA wertet ({known}).</translation>
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
        <translation>&lt;h3&gt;Die Partien eines Abends eintragen&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Drücken Sie &lt;b&gt;Ctrl+3&lt;/b&gt; (Partien &amp;gt; Spielbogen). Stellen Sie oben das Datum des Vereinsabends ein.&lt;/li&gt;
&lt;li&gt;Geben Sie jede Partie in eine eigene Zeile ein, in der Reihenfolge des Papierbogens: &lt;b&gt;Schwarz&lt;/b&gt;, &lt;b&gt;Weiß&lt;/b&gt;, dann den
Sieger: &lt;b&gt;B&lt;/b&gt;, &lt;b&gt;W&lt;/b&gt; oder &lt;b&gt;J&lt;/b&gt; (Jigo). Tab oder Enter springt zum nächsten Feld.&lt;/li&gt;
&lt;li&gt;Namen werden beim Tippen ergänzt; ein Rang wie &lt;b&gt;12k&lt;/b&gt; listet die Spieler dieses Rangs auf.&lt;/li&gt;
&lt;li&gt;Vorgabe und Komi werden (grau) aus den Rängen ergänzt; überschreiben Sie sie, wenn die Partie anders gespielt wurde.&lt;/li&gt;
&lt;li&gt;Die letzte Spalte zeigt, ob die Zeile fertig ist. Ist ein Spieler neu, fügen Sie ihn mit &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; hinzu.&lt;/li&gt;
&lt;li&gt;Drücken Sie &lt;b&gt;Ctrl+S&lt;/b&gt;, um den ganzen Bogen zu speichern. &lt;b&gt;Ctrl+Z&lt;/b&gt; nimmt ihn zurück, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; stellt ihn wieder her.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Für eine einzelne Partie öffnet &lt;b&gt;Ctrl+2&lt;/b&gt; ein Formular, in dem Enter die Partie speichert und das Formular leert.&lt;/p&gt;
&lt;p&gt;Doppelklicken Sie in der Rangliste auf einen Spieler, um seinen Spielbogen und seine Verlaufskurve zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to enter games</source>
        <translation>So tragen Sie Partien ein</translation>
    </message>
    <message>
        <source>About ClubRater</source>
        <translation>Über ClubRater</translation>
    </message>
    <message>
        <source>ClubRater {version}
Ratings for Go and shogi clubs: SAGC rank and index, EGF GoR, FESA Elo.
MIT licence.</source>
        <translation>ClubRater {version}
Wertungen für Go- und Shogi-Vereine: SAGC-Rang und -Index, EGF-GoR, FESA-Elo.
MIT-Lizenz.</translation>
    </message>
</context>
<context>
    <name>H9Messages</name>
    <message>
        <source>The EGD tournament table cannot be read: it has no player lines.</source>
        <translation>Die EGD-Turniertabelle kann nicht gelesen werden: sie hat keine Spielerzeilen.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be read:</source>
        <translation>Die EGD-Turniertabelle kann nicht gelesen werden:</translation>
    </message>
    <message>
        <source>class CL[{value}] is not A, B, C or D</source>
        <translation>Klasse CL[{value}] ist nicht A, B, C oder D</translation>
    </message>
    <message>
        <source>dates DT[{value}] are not dates like DT[2020-08-30,2020-08-31]</source>
        <translation>die Daten DT[{value}] sind keine Daten wie DT[2020-08-30,2020-08-31]</translation>
    </message>
    <message>
        <source>DT[{value}] ends before it starts</source>
        <translation>DT[{value}] endet, bevor es beginnt</translation>
    </message>
    <message>
        <source>handicap rule HA[{value}] is not like HA[h0] .. HA[h9]</source>
        <translation>die Vorgaberegel HA[{value}] ist nicht wie HA[h0] .. HA[h9]</translation>
    </message>
    <message>
        <source>komi KM[{value}] is not a number</source>
        <translation>Komi KM[{value}] ist keine Zahl</translation>
    </message>
    <message>
        <source>EGD PIN &quot;|{pin}&quot; is not a number</source>
        <translation>EGD-PIN „|{pin}“ ist keine Zahl</translation>
    </message>
    <message>
        <source>place 0 is not a place (0 means no opponent)</source>
        <translation>Platz 0 ist kein Platz (0 bedeutet kein Gegner)</translation>
    </message>
    <message>
        <source>round {round}: result &quot;{token}&quot; {problem}</source>
        <translation>Runde {round}: Ergebnis „{token}“ {problem}</translation>
    </message>
    <message>
        <source>no rank, country and club after the name (like: 1 Surname Given 3k FR Club 2+/b0 ...)</source>
        <translation>nach dem Namen fehlen Rang, Land und Verein (etwa: 1 Nachname Vorname 3k FR Club 2+/b0 ...)</translation>
    </message>
    <message>
        <source>is not like 12+/w3, 7-/b, 3=, 0+, 0- or 0=</source>
        <translation>ist nicht wie 12+/w3, 7-/b, 3=, 0+, 0- oder 0=</translation>
    </message>
    <message>
        <source>is not a free round like 0+, 0- or 0=</source>
        <translation>ist keine spielfreie Runde wie 0+, 0- oder 0=</translation>
    </message>
    <message>
        <source>place {place} is already used on line {line}</source>
        <translation>Platz {place} ist schon in Zeile {line} vergeben</translation>
    </message>
    <message>
        <source>{results}, but the table has {rounds} (as on line {line})</source>
        <translation>{results}, aber die Tabelle hat {rounds} (wie in Zeile {line})</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round}: &quot;{token}&quot;</source>
        <translation>Runde {round}: „{token}“</translation>
    </message>
    <message>
        <source>{entry} is a game against the player himself</source>
        <translation>{entry} ist eine Partie gegen den Spieler selbst</translation>
    </message>
    <message>
        <source>{entry}: there is no player with place {opponent}</source>
        <translation>{entry}: es gibt keinen Spieler auf Platz {opponent}</translation>
    </message>
    <message>
        <source>{entry}, but place {place} (line {line}) has &quot;{token}&quot; in round {round}</source>
        <translation>{entry}, aber Platz {place} (Zeile {line}) hat „{token}“ in Runde {round}</translation>
    </message>
    <message>
        <source>results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>handicaps</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>by-default marks</source>
        <translation>Kampflos-Markierungen</translation>
    </message>
    <message>
        <source>{entry} against place {place}, whose round {round} is &quot;{token}&quot; (line {line}): the {what} do not match</source>
        <translation>{entry} gegen Platz {place}, dessen Runde {round} „{token}“ ist (Zeile {line}): die {what} passen nicht zusammen</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>no EV[] tag naming the event</source>
        <translation>kein EV[]-Tag, der das Turnier benennt</translation>
    </message>
    <message>
        <source>no DT[start,end] tag, so its games have no date</source>
        <translation>kein DT[Beginn,Ende]-Tag, daher haben die Partien kein Datum</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>keine Spieler</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has the same name as line {line}</source>
        <translation>„{name}“ hat denselben Namen wie Zeile {line}</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported: it has {what}.</source>
        <translation>Die EGD-Turniertabelle kann nicht importiert werden: sie hat {what}.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported:</source>
        <translation>Die EGD-Turniertabelle kann nicht importiert werden:</translation>
    </message>
    <message>
        <source>player {number} has no name</source>
        <translation>Spieler {number} hat keinen Namen</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>Spieler „{name}“ hat keinen Rang</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is listed twice among the players</source>
        <translation>„{name}“ steht zweimal unter den Spielern</translation>
    </message>
    <message>
        <source>handicap {handicap} is not 0..{most}</source>
        <translation>Vorgabe {handicap} ist nicht 0..{most}</translation>
    </message>
    <message>
        <source>The event cannot be written as an EGD table:</source>
        <translation>Das Turnier kann nicht als EGD-Tabelle geschrieben werden:</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has two games in round {round}</source>
        <translation>„{name}“ hat zwei Partien in Runde {round}</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>&quot;{who}&quot; is not among the event&apos;s players</source>
        <translation>„{who}“ ist keiner der Spieler des Turniers</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; plays against himself</source>
        <translation>„{name}“ spielt gegen sich selbst</translation>
    </message>
    <message>
        <source>round {round} is not a round number</source>
        <translation>Runde {round} ist keine Rundennummer</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Point at a dot to see the game.</source>
        <translation>Zeigen Sie auf einen Punkt, um die Partie zu sehen.</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Noch keine gewerteten Partien</translation>
    </message>
    <message>
        <source>Choose a player to see their rank and index over time.</source>
        <extracomment>SAGC: the rank (kyu/dan) and the index within it, drawn over time.</extracomment>
        <translation>Wählen Sie einen Spieler, um Rang und Index im Zeitverlauf zu sehen.</translation>
    </message>
    <message>
        <source>Choose a player to see their {value} over time.</source>
        <extracomment>{value} is the rating&apos;s name: GoR, Elo or rating.</extracomment>
        <translation>Wählen Sie einen Spieler, um den Verlauf von {value} zu sehen.</translation>
    </message>
    <message>
        <source>Rank and index</source>
        <extracomment>The chart&apos;s vertical axis (SAGC): kyu/dan rank, with the index within each rank.</extracomment>
        <translation>Rang und Index</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Players or games (*.xlsx *.xlsm *.csv);;Excel workbooks (*.xlsx *.xlsm);;CSV files (*.csv);;All files (*)</source>
        <translation>Spieler oder Partien (*.xlsx *.xlsm *.csv);;Excel-Arbeitsmappen (*.xlsx *.xlsm);;CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Die Datei {path} gibt es nicht.</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>sheet of the workbook</comment>
        <extracomment>The sheet of a workbook (or the kind of CSV file) a problem row is on: Players, Games or Adjustments.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>sheet of the workbook</comment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <comment>sheet of the workbook</comment>
        <translation>Anpassungen</translation>
    </message>
    <message>
        <source>Import players or games</source>
        <translation>Spieler oder Partien importieren</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lese {file}…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importiere {file}…</translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>{problem} (did you mean &quot;{guess}&quot;?)</source>
        <translation>{problem} (meinten Sie „{guess}“?)</translation>
    </message>
    <message>
        <source>&quot;{kind}&quot; is not something ClubRater imports (players, games, h9, fesa).</source>
        <translation>„{kind}“ ist nichts, was ClubRater importiert (players, games, h9, fesa).</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored. Problems:</source>
        <translation>{file} wurde nicht importiert; es wurde nichts gespeichert. Probleme:</translation>
    </message>
    <message>
        <source>There is no file {file}.</source>
        <translation>Es gibt keine Datei {file}.</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>unbekannter Spieler „{name}“</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already in the club with its games; nothing was imported. Delete its games first to import the table again.</source>
        <translation>Das Turnier „{name}“ ist mit seinen Partien schon im Verein; es wurde nichts importiert. Löschen Sie zuerst seine Partien, um die Tabelle erneut zu importieren.</translation>
    </message>
    <message>
        <source>The file was not imported; nothing was stored. Problems:</source>
        <translation>Die Datei wurde nicht importiert; es wurde nichts gespeichert. Probleme:</translation>
    </message>
    <message>
        <source>adjustment: unknown player &quot;{player}&quot;</source>
        <translation>Anpassung: unbekannter Spieler „{player}“</translation>
    </message>
    <message>
        <source>adjustment: it sets no rank, index or rating</source>
        <translation>Anpassung: sie setzt weder Rang noch Index noch Wertung</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>Anpassung: {problem}</translation>
    </message>
    <message>
        <source>neither {black} nor {white} plays for your club and the game is in no event your club entered; a secretary enters only his own club&apos;s games</source>
        <translation>weder {black} noch {white} spielt für Ihren Verein, und die Partie gehört zu keinem Turnier Ihres Vereins; ein Sekretär trägt nur die Partien seines eigenen Vereins ein</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import {file}</source>
        <translation>{file} importieren</translation>
    </message>
    <message>
        <source>Sheet</source>
        <comment>workbook sheet</comment>
        <extracomment>Columns of the problem list: the workbook sheet, the line number in the file, what is wrong.</extracomment>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>line of the file</comment>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problem (%n)</numerusform>
            <numerusform>Probleme (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on the way in</source>
        <translation>Beim Einlesen geändert</translation>
    </message>
    <message numerus="yes">
        <source>Changed (%n)</source>
        <translation>
            <numerusform>Geändert (%n)</numerusform>
            <numerusform>Geändert (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column: the player&apos;s kyu/dan rank (or shogi grade), not a position.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>kyu/dan rank</comment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>the player&apos;s home club</comment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Neuer Spieler (%n)</numerusform>
            <numerusform>Neue Spieler (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Columns of the new events: name, first day, EGF tournament class (A-D).</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class A-D</comment>
        <translation>Klasse</translation>
    </message>
    <message numerus="yes">
        <source>New events (%n)</source>
        <translation>
            <numerusform>Neues Turnier (%n)</numerusform>
            <numerusform>Neue Turniere (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the club</source>
        <extracomment>Marks a game of the file that the club already has (it is not imported again).</extracomment>
        <translation>schon im Verein</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Columns of the games: Result is the winner&apos;s letter (B, W, J for jigo); Type the kind of game.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>winner of a game</comment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Handicap</source>
        <comment>Go handicap stones</comment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>kind of game</comment>
        <translation>Art</translation>
    </message>
    <message>
        <source>In the club</source>
        <comment>is the game already stored</comment>
        <translation>Im Verein</translation>
    </message>
    <message numerus="yes">
        <source>Games (%n)</source>
        <translation>
            <numerusform>Partie (%n)</numerusform>
            <numerusform>Partien (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message numerus="yes">
        <source>Import only the %n new game(s)</source>
        <translation>
            <numerusform>Nur die %n neue Partie importieren</numerusform>
            <numerusform>Nur die %n neuen Partien importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n neuer Spieler</numerusform>
            <numerusform>%n neue Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n neues Turnier</numerusform>
            <numerusform>%n neue Turniere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank adjustment(s)</source>
        <extracomment>Set by hand: a player&apos;s kyu/dan rank (and index or rating) from a date on.</extracomment>
        <translation>
            <numerusform>%n Rang-Anpassung</numerusform>
            <numerusform>%n Rang-Anpassungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{players}, {events}, {games} and {adjustments}</source>
        <translation>{players}, {events}, {games} und {adjustments}</translation>
    </message>
    <message>
        <source>{players}, {events} and {games}</source>
        <translation>{players}, {events} und {games}</translation>
    </message>
    <message numerus="yes">
        <source>{file} cannot be imported: it has %n problem(s), listed below. Nothing has been stored. Correct the file and import it again (it would add {adds}).</source>
        <translation>
            <numerusform>{file} kann nicht importiert werden: Die Datei hat %n Problem, unten aufgeführt. Es wurde nichts gespeichert. Korrigieren Sie die Datei und importieren Sie sie erneut (sie würde {adds} hinzufügen).</numerusform>
            <numerusform>{file} kann nicht importiert werden: Die Datei hat %n Probleme, unten aufgeführt. Es wurde nichts gespeichert. Korrigieren Sie die Datei und importieren Sie sie erneut (sie würde {adds} hinzufügen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} adds nothing new to the club: the club already has its %n game(s).</source>
        <translation>
            <numerusform>{file} bringt nichts Neues für den Verein: Der Verein hat die %n Partie der Datei schon.</numerusform>
            <numerusform>{file} bringt nichts Neues für den Verein: Der Verein hat die %n Partien der Datei schon.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} adds nothing new to the club.</source>
        <translation>{file} bringt nichts Neues für den Verein.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) or note(s) lost invisible characters that would show text backwards or hide it (listed under Changed).</source>
        <translation>
            <numerusform>%n Name oder Notiz hat unsichtbare Zeichen verloren, die Text rückwärts zeigen oder verstecken würden (aufgeführt unter „Geändert“).</numerusform>
            <numerusform>%n Namen oder Notizen haben unsichtbare Zeichen verloren, die Text rückwärts zeigen oder verstecken würden (aufgeführt unter „Geändert“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out, because the club already has them: %n game(s) (marked under Games).</source>
        <extracomment>Some games of the file are stored already (marked in the Games tab); only the others are imported.</extracomment>
        <translation>
            <numerusform>Ausgelassen, weil der Verein sie schon hat: %n Partie (markiert unter „Partien“).</numerusform>
            <numerusform>Ausgelassen, weil der Verein sie schon hat: %n Partien (markiert unter „Partien“).</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {file} adds {adds}.{changed} Nothing is stored until you press Import.</source>
        <translation>Der Import von {file} fügt {adds} hinzu.{changed} Gespeichert wird erst, wenn Sie auf Importieren drücken.</translation>
    </message>
</context>
<context>
    <name>ImportedMessages</name>
    <message>
        <source>{games} games</source>
        <translation>{games} Partien</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} Spieler</translation>
    </message>
    <message>
        <source>{file} was already imported on {when:%Y-%m-%d %H:%M} ({what}); nothing was stored. Importing it again would put its games in twice; use --again to do so anyway.</source>
        <translation>{file} wurde schon am {when:%Y-%m-%d %H:%M} importiert ({what}); es wurde nichts gespeichert. Ein erneuter Import würde die Partien doppelt eintragen; mit --again geschieht das trotzdem.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As this computer ({language})</source>
        <translation>Wie dieser Computer ({language})</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
</context>
<context>
    <name>ListFileMessages</name>
    <message>
        <source>the EGD world list (allworld_lp.html, .txt or .zip), the FFG ladder (ech_ffg_V3.txt) or the AGA list (TDListA.txt)</source>
        <translation>die EGD-Weltliste (allworld_lp.html, .txt oder .zip), die FFG-Rangliste (ech_ffg_V3.txt) oder die AGA-Liste (TDListA.txt)</translation>
    </message>
    <message>
        <source>{length} bytes long, shorter than an EGD player line (81)</source>
        <translation>{length} Bytes lang, kürzer als eine EGD-Spielerzeile (81)</translation>
    </message>
    <message>
        <source>grade &quot;{text}&quot; is not a grade like 12k, 3d or 1p</source>
        <translation>Grad „{text}“ ist kein Grad wie 12k, 3d oder 1p</translation>
    </message>
    <message>
        <source>promotion/demotion &quot;{text}&quot; is neither a grade nor --</source>
        <translation>Auf-/Abstieg „{text}“ ist weder ein Grad noch --</translation>
    </message>
    <message>
        <source>GoR &quot;{text}&quot; is not a whole number</source>
        <translation>GoR „{text}“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>number of tournaments &quot;{text}&quot; is not a whole number</source>
        <translation>Anzahl der Turniere „{text}“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>country &quot;{text}&quot; is not two letters</source>
        <translation>Land „{text}“ sind nicht zwei Buchstaben</translation>
    </message>
    <message>
        <source>{file} has no player lines of the EGD list.</source>
        <translation>{file} hat keine Spielerzeilen der EGD-Liste.</translation>
    </message>
    <message>
        <source>The file has no player lines of the EGD list.</source>
        <translation>Die Datei hat keine Spielerzeilen der EGD-Liste.</translation>
    </message>
    <message>
        <source>{name} is cut short: the EGD list&apos;s last line (Number of players) is missing; nothing was loaded.</source>
        <translation>{name} ist abgeschnitten: die letzte Zeile der EGD-Liste (Number of players) fehlt; es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the EGD list&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} Zeilen passen nicht zum Aufbau der EGD-Liste; es wurde nichts geladen:</translation>
    </message>
    <message>
        <source>{name} says it holds {declared} players but has {players} player lines; it is cut short or damaged, and nothing was loaded.</source>
        <translation>{name} gibt an, {declared} Spieler zu enthalten, hat aber {players} Spielerzeilen; sie ist abgeschnitten oder beschädigt, und es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>{length} bytes long; an FFG ladder line is 61 (58 in older ladders)</source>
        <translation>{length} Bytes lang; eine Zeile der FFG-Rangliste hat 61 (58 in älteren Ranglisten)</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a whole number</source>
        <translation>Wertung „{text}“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{name} does not start with the FFG ladder&apos;s line #Echelle au DD/MM/YYYY.</source>
        <translation>{name} beginnt nicht mit der Zeile #Echelle au DD/MM/YYYY der FFG-Rangliste.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the FFG ladder&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} Zeilen passen nicht zum Aufbau der FFG-Rangliste; es wurde nichts geladen:</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date like 12/31/2019</source>
        <translation>„{text}“ ist kein Datum wie 12/31/2019</translation>
    </message>
    <message>
        <source>{count} tab-separated fields; the AGA list has 9</source>
        <translation>{count} durch Tabulatoren getrennte Felder; die AGA-Liste hat 9</translation>
    </message>
    <message>
        <source>AGA ID &quot;{text}&quot; is not a number</source>
        <translation>AGA-ID „{text}“ ist keine Zahl</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a number</source>
        <translation>Wertung „{text}“ ist keine Zahl</translation>
    </message>
    <message>
        <source>sigma &quot;{text}&quot; is not a number</source>
        <translation>Sigma „{text}“ ist keine Zahl</translation>
    </message>
    <message>
        <source>expiry {problem}</source>
        <translation>Ablaufdatum {problem}</translation>
    </message>
    <message>
        <source>rating date {problem}</source>
        <translation>Wertungsdatum {problem}</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the AGA list&apos;s layout; nothing was loaded:</source>
        <translation>{name}: {count} Zeilen passen nicht zum Aufbau der AGA-Liste; es wurde nichts geladen:</translation>
    </message>
    <message>
        <source>{name} is a zip without the one list inside that the EGD&apos;s zip holds.</source>
        <translation>{name} ist ein Zip ohne die eine Liste, die das Zip der EGD enthält.</translation>
    </message>
    <message>
        <source>{name} holds a file of {size} bytes: far too big for a list.</source>
        <translation>{name} enthält eine Datei von {size} Bytes: viel zu groß für eine Liste.</translation>
    </message>
    <message>
        <source>{name} is a damaged zip file ({reason}).</source>
        <translation>{name} ist eine beschädigte Zip-Datei ({reason}).</translation>
    </message>
    <message>
        <source>{name} is the {found}, not the {wanted}.</source>
        <translation>{name} ist die {found}, nicht die {wanted}.</translation>
    </message>
    <message>
        <source>{name} is none of the lists ClubRater reads: {lists}.</source>
        <translation>{name} ist keine der Listen, die ClubRater liest: {lists}.</translation>
    </message>
    <message>
        <source>{name}: {count} entries hold names ClubRater does not store; nothing was loaded:</source>
        <translation>{name}: {count} Einträge enthalten Namen, die ClubRater nicht speichert; es wurde nichts geladen:</translation>
    </message>
    <message>
        <source>surname</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>first name</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>{name} is {size} bytes: far too big for a rating list.</source>
        <translation>{name} ist {size} Bytes groß: viel zu groß für eine Wertungsliste.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Es gibt keine Datei {path}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a rating list.</source>
        <translation>{path} ist ein Ordner, keine Wertungsliste.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://).</source>
        <translation>„{url}“ ist keine Webadresse (http:// oder https://).</translation>
    </message>
    <message>
        <source>The server at {url} answered {code} ({reason}); nothing was loaded.</source>
        <translation>Der Server unter {url} antwortete {code} ({reason}); es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>{url} could not be reached ({reason}); is this computer online?</source>
        <translation>{url} war nicht erreichbar ({reason}); ist dieser Computer online?</translation>
    </message>
    <message>
        <source>{url} sent more than {size} bytes: far too big for a rating list.</source>
        <translation>{url} hat mehr als {size} Bytes gesendet: viel zu groß für eine Wertungsliste.</translation>
    </message>
</context>
<context>
    <name>ListMessages</name>
    <message>
        <source>unknown date</source>
        <translation>unbekanntem Datum</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} vom {date}: {players} Spieler</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://); nothing was changed.</source>
        <translation>„{url}“ ist keine Webadresse (http:// oder https://); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>This {name} is of {date}, older than the one the club keeps ({kept}); nothing was loaded. Load it with --force to replace the newer list anyway.</source>
        <translation>Diese {name} ist vom {date}, älter als die, die der Verein führt ({kept}); es wurde nichts geladen. Mit --force ersetzt sie die neuere Liste trotzdem.</translation>
    </message>
    <message>
        <source>{summary}; replaces the list of {date}</source>
        <translation>{summary}; ersetzt die Liste vom {date}</translation>
    </message>
    <message>
        <source>{summary} ({count} placeholder entries left out)</source>
        <translation>{summary} ({count} Platzhaltereinträge ausgelassen)</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE, or clubrater list update {fed}).</source>
        <translation>Der Verein führt keine {list}; laden Sie zuerst eine (clubrater list load DATEI oder clubrater list update {fed}).</translation>
    </message>
    <message>
        <source>There is nobody with {id_name} {id} in the {list} of {date}.</source>
        <translation>Es gibt niemanden mit {id_name} {id} in der {list} vom {date}.</translation>
    </message>
    <message>
        <source>{name} has neither a rating nor a grade in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} hat in der {list} weder Wertung noch Grad; geben Sie den Rang an, mit dem er beginnt (--rank).</translation>
    </message>
    <message>
        <source>{name} has no grade or rating in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} hat in der {list} weder Grad noch Wertung; geben Sie den Rang an, mit dem er beginnt (--rank).</translation>
    </message>
    <message>
        <source>{name} is already in the player list with {id_name} {id}; nobody was added.</source>
        <translation>{name} steht schon mit {id_name} {id} in der Spielerliste; es wurde niemand hinzugefügt.</translation>
    </message>
    <message>
        <source>{problem} Nobody was added.</source>
        <translation>{problem} Es wurde niemand hinzugefügt.</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE).</source>
        <translation>Der Verein führt keine {list}; laden Sie zuerst eine (clubrater list load DATEI).</translation>
    </message>
</context>
<context>
    <name>ListSearch</name>
    <message>
        <source> or </source>
        <extracomment>Joins the names of two or three lists: &quot;EGD list or FFG ladder&quot;.</extracomment>
        <translation> oder </translation>
    </message>
    <message>
        <source>federation&apos;s list</source>
        <translation>Verbandsliste</translation>
    </message>
    <message>
        <source>Find him in the {lists}: name or ID, then Enter</source>
        <extracomment>{lists} names the lists searched (&quot;EGD list or FFG ladder&quot;).</extracomment>
        <translation>Spieler in der {lists} suchen: Name oder ID, dann Enter</translation>
    </message>
    <message>
        <source>Find in the rating lists</source>
        <translation>In den Wertungslisten suchen</translation>
    </message>
    <message>
        <source>No rating list is loaded (clubrater list load FILE).</source>
        <translation>Keine Wertungsliste geladen (clubrater list load DATEI).</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening the club…</source>
        <translation>Öffne den Verein…</translation>
    </message>
    <message>
        <source>A big club takes a few seconds: every rating is worked out from its games.</source>
        <translation>Ein großer Verein braucht ein paar Sekunden: Jede Wertung wird aus den Partien berechnet.</translation>
    </message>
</context>
<context>
    <name>LockMessages</name>
    <message>
        <source>on this computer</source>
        <translation>auf diesem Computer</translation>
    </message>
    <message>
        <source>on the computer {computer}</source>
        <translation>auf dem Computer {computer}</translation>
    </message>
    <message>
        <source>{program} (process {process}) {where}</source>
        <translation>{program} (Prozess {process}) {where}</translation>
    </message>
    <message>
        <source>ClubRater cannot make the lock that keeps a second writer out of {file}; nothing was changed.</source>
        <translation>ClubRater kann die Sperre nicht anlegen, die einen zweiten Schreiber von {file} fernhält; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot open {file} for changes there.</source>
        <translation>ClubRater kann in {folder} nicht schreiben und {file} dort daher nicht zum Ändern öffnen.</translation>
    </message>
    <message>
        <source>ClubRater cannot even make the lock file for {file}; nothing was changed.</source>
        <translation>ClubRater kann nicht einmal die Sperrdatei für {file} anlegen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>ClubRater cannot lock {file} ({reason}).</source>
        <translation>ClubRater kann {file} nicht sperren ({reason}).</translation>
    </message>
    <message>
        <source>{file} is already open by {who}.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} ist schon geöffnet von {who}.

Sie können die Datei schreibgeschützt öffnen, um etwas nachzusehen; ändern lässt sie sich nur in dem Fenster, in dem sie geöffnet ist.</translation>
    </message>
    <message>
        <source>{file} is already open.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} ist schon geöffnet.

Sie können die Datei schreibgeschützt öffnen, um etwas nachzusehen; ändern lässt sie sich nur in dem Fenster, in dem sie geöffnet ist.</translation>
    </message>
    <message>
        <source>{text}

If ClubRater is no longer running on {computer}, delete {lock} to unlock it.</source>
        <translation>{text}

Wenn ClubRater auf {computer} nicht mehr läuft, löschen Sie {lock}, um die Datei freizugeben.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New club…</source>
        <translation>&amp;Neuer Verein…</translation>
    </message>
    <message>
        <source>Start a new club file</source>
        <translation>Eine neue Vereinsdatei anlegen</translation>
    </message>
    <message>
        <source>&amp;Open club file…</source>
        <translation>Vereinsdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Eine Vereinsdatei öffnen</translation>
    </message>
    <message>
        <source>Try the &amp;demo club</source>
        <translation>D&amp;emoverein ausprobieren</translation>
    </message>
    <message>
        <source>Open a made-up club to try things out</source>
        <translation>Einen erfundenen Verein öffnen, um alles auszuprobieren</translation>
    </message>
    <message>
        <source>Connect to a &amp;federation database…</source>
        <translation>Mit &amp;Verbandsdatenbank verbinden…</translation>
    </message>
    <message>
        <source>Work on the clubs&apos; shared rating list on a PostgreSQL server</source>
        <translation>Mit der gemeinsamen Wertungsliste der Vereine auf einem PostgreSQL-Server arbeiten</translation>
    </message>
    <message>
        <source>P&amp;ush a club file into the federation…</source>
        <translation>Vereinsdatei in den Verband übertra&amp;gen…</translation>
    </message>
    <message>
        <source>Move a club file&apos;s players and games into the federation database, after a preview</source>
        <translation>Spieler und Partien einer Vereinsdatei nach einer Vorschau in die Verbandsdatenbank übernehmen</translation>
    </message>
    <message>
        <source>Pu&amp;ll a club file from the federation…</source>
        <translation>Vereinsdatei aus dem Verband &amp;holen…</translation>
    </message>
    <message>
        <source>Write the whole federation into a new club file of your club, to use without the server</source>
        <translation>Den ganzen Verband in eine neue Vereinsdatei Ihres Vereins schreiben, um ohne den Server zu arbeiten</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Add players or games from a file</source>
        <translation>Spieler oder Partien aus einer Datei hinzufügen</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>&amp;Arbeitsmappe exportieren…</translation>
    </message>
    <message>
        <source>Standings, games and players as a spreadsheet</source>
        <translation>Rangliste, Partien und Spieler als Tabelle</translation>
    </message>
    <message>
        <source>Export games as &amp;CSV…</source>
        <translation>Partien als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Every game as a CSV file</source>
        <translation>Alle Partien als CSV-Datei</translation>
    </message>
    <message>
        <source>Export FESA &amp;list (all.txt)…</source>
        <translation>FESA-Liste exp&amp;ortieren (all.txt)…</translation>
    </message>
    <message>
        <source>The Elo list in the FESA rating program&apos;s layout</source>
        <translation>Die Elo-Liste im Format des FESA-Wertungsprogramms</translation>
    </message>
    <message>
        <source>Export FESA &amp;tournament files…</source>
        <translation>FESA-&amp;Turnierdateien exportieren…</translation>
    </message>
    <message>
        <source>One event as turnering.txt and nye-spillere for FESA&apos;s rating officer</source>
        <translation>Ein Turnier als turnering.txt und nye-spillere für den Wertungsverantwortlichen der FESA</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Druc&amp;kvorschau…</translation>
    </message>
    <message>
        <source>See the noticeboard standings before printing</source>
        <translation>Die Rangliste für den Aushang vor dem Drucken ansehen</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Rangliste &amp;drucken…</translation>
    </message>
    <message>
        <source>Print the noticeboard standings</source>
        <translation>Die Rangliste für den Aushang drucken</translation>
    </message>
    <message>
        <source>Save standings as P&amp;DF…</source>
        <translation>Rangliste als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>The noticeboard standings as a PDF file</source>
        <translation>Die Rangliste für den Aushang als PDF-Datei</translation>
    </message>
    <message>
        <source>Print &quot;1 &amp;win to …&quot; lines</source>
        <extracomment>A choice for the noticeboard printout: a line &quot;1 win to 9k&quot; under each player one win from promotion.</extracomment>
        <translation>„1 Sieg bis …“-&amp;Zeilen drucken</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, the noticeboard says &quot;1 win to 9k&quot;</source>
        <translation>Unter jedem Spieler, dem ein Sieg zum Aufstieg fehlt, steht auf dem Aushang „1 Sieg bis 9k“</translation>
    </message>
    <message>
        <source>Publish &amp;website…</source>
        <translation>&amp;Webseite veröffentlichen…</translation>
    </message>
    <message>
        <source>The club&apos;s standings, record sheets and events as web pages, to upload or open from disk</source>
        <translation>Rangliste, Spielbögen und Turniere des Vereins als Webseiten, zum Hochladen oder zum Öffnen von der Festplatte</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>Jetzt &amp;sichern</translation>
    </message>
    <message>
        <source>Put a copy of the club file in its backups folder</source>
        <translation>Eine Kopie der Vereinsdatei in ihrem Sicherungsordner ablegen</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Sicherung wiede&amp;rherstellen…</translation>
    </message>
    <message>
        <source>Go back to a copy of the club file taken earlier</source>
        <translation>Zu einer früher angelegten Kopie der Vereinsdatei zurückkehren</translation>
    </message>
    <message>
        <source>&amp;Close club</source>
        <translation>Verein sch&amp;ließen</translation>
    </message>
    <message>
        <source>Close this club and show the welcome page</source>
        <translation>Diesen Verein schließen und die Startseite zeigen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Leave ClubRater (everything is already saved)</source>
        <translation>ClubRater verlassen (alles ist bereits gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Club &amp;settings…</source>
        <translation>&amp;Vereinseinstellungen…</translation>
    </message>
    <message>
        <source>Club name, rating system, default komi</source>
        <translation>Vereinsname, Wertungssystem, Standard-Komi</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <extracomment>The club&apos;s rating list, strongest first (German &quot;Rangliste&quot;, French &quot;classement&quot;).</extracomment>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>The rating list</source>
        <translation>Die Rangliste des Vereins</translation>
    </message>
    <message>
        <source>&amp;Enter a game</source>
        <translation>Partie &amp;eintragen</translation>
    </message>
    <message>
        <source>Type one game; Enter saves it</source>
        <translation>Eine Partie eingeben; Enter speichert sie</translation>
    </message>
    <message>
        <source>&amp;Record sheet</source>
        <extracomment>The record sheet: the list of an evening&apos;s games, one game a row (as on the club&apos;s paper sheet).</extracomment>
        <translation>&amp;Spielbogen</translation>
    </message>
    <message>
        <source>Type an evening&apos;s games row by row</source>
        <translation>Die Partien eines Abends Zeile für Zeile eingeben</translation>
    </message>
    <message>
        <source>&amp;Games list</source>
        <translation>&amp;Partienliste</translation>
    </message>
    <message>
        <source>Every game, with filters</source>
        <translation>Alle Partien, mit Filtern</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>&amp;Turniere</translation>
    </message>
    <message>
        <source>Tournaments and other events</source>
        <translation>Turniere und andere Veranstaltungen</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>Sp&amp;ieler</translation>
    </message>
    <message>
        <source>One player&apos;s record sheet and chart</source>
        <translation>Spielbogen und Verlaufskurve eines Spielers</translation>
    </message>
    <message>
        <source>Clu&amp;b night</source>
        <translation>&amp;Vereinsabend</translation>
    </message>
    <message>
        <source>Tick who is here, pair them, print the pairings</source>
        <translation>Anhaken, wer da ist, paaren, Paarungen drucken</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>Spieler &amp;finden</translation>
    </message>
    <message>
        <source>Type to filter the standings</source>
        <translation>Tippen, um die Rangliste zu filtern</translation>
    </message>
    <message>
        <source>How &amp;well the ratings predict</source>
        <translation>Wie gut die Wertungen &amp;vorhersagen</translation>
    </message>
    <message>
        <source>Each rating system scored on the club&apos;s own games: which predicts best, and are the handicaps fair?</source>
        <translation>Jedes Wertungssystem an den eigenen Partien des Vereins gemessen: Welches sagt am besten vorher, und sind die Vorgaben fair?</translation>
    </message>
    <message>
        <source>Show players &amp;not on the list</source>
        <translation>Spieler &amp;nicht auf der Liste zeigen</translation>
    </message>
    <message>
        <source>Include inactive players in the standings</source>
        <translation>Inaktive Spieler in der Rangliste zeigen</translation>
    </message>
    <message>
        <source>&amp;Save the record sheet</source>
        <translation>Spielbogen spei&amp;chern</translation>
    </message>
    <message>
        <source>Save every game of the record sheet</source>
        <translation>Alle Partien des Spielbogens speichern</translation>
    </message>
    <message>
        <source>&amp;Add the missing player</source>
        <translation>Fehlenden Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add the player (or event) the current row of the record sheet does not know</source>
        <translation>Den Spieler (oder das Turnier) hinzufügen, den die aktuelle Zeile des Spielbogens nicht kennt</translation>
    </message>
    <message>
        <source>C&amp;lear the record sheet</source>
        <translation>Spielbogen lee&amp;ren</translation>
    </message>
    <message>
        <source>Empty the record sheet without saving</source>
        <translation>Den Spielbogen leeren, ohne zu speichern</translation>
    </message>
    <message>
        <source>&amp;Change game…</source>
        <translation>Partie ä&amp;ndern…</translation>
    </message>
    <message>
        <source>Correct the selected game</source>
        <translation>Die gewählte Partie korrigieren</translation>
    </message>
    <message>
        <source>&amp;Delete game</source>
        <translation>Partie &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the selected games</source>
        <translation>Die gewählten Partien löschen</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>Spieler &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>Ein neuer Spieler</translation>
    </message>
    <message>
        <source>&amp;Change player…</source>
        <translation>Spieler ä&amp;ndern…</translation>
    </message>
    <message>
        <source>Name, rank, club of the selected player</source>
        <translation>Name, Rang, Verein des gewählten Spielers</translation>
    </message>
    <message>
        <source>&amp;Merge two players…</source>
        <translation>Zwei Spieler &amp;zusammenführen…</translation>
    </message>
    <message>
        <source>One person entered twice: move the games of one entry to the other</source>
        <translation>Eine Person doppelt erfasst: die Partien des einen Eintrags zum anderen verschieben</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <extracomment>An inactive player is left off the standings until he plays again.</extracomment>
        <translation>&amp;Inaktiv setzen</translation>
    </message>
    <message>
        <source>Take the player off the standings (or put them back)</source>
        <translation>Den Spieler von der Rangliste nehmen (oder wieder aufnehmen)</translation>
    </message>
    <message>
        <source>Ad&amp;just rank…</source>
        <extracomment>Set a player&apos;s kyu/dan rank (and index or rating) by hand from a date on.</extracomment>
        <translation>Rang an&amp;passen…</translation>
    </message>
    <message>
        <source>Set the player&apos;s rank and index from a date on</source>
        <translation>Rang und Index des Spielers ab einem Datum festlegen</translation>
    </message>
    <message>
        <source>&amp;Remove this adjustment</source>
        <translation>Diese Anpassung &amp;entfernen</translation>
    </message>
    <message>
        <source>Take back the adjustment selected in the player&apos;s record sheet</source>
        <translation>Die im Spielbogen des Spielers gewählte Anpassung zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Open player</source>
        <translation>Spieler ö&amp;ffnen</translation>
    </message>
    <message>
        <source>The selected player&apos;s record sheet and chart</source>
        <translation>Spielbogen und Verlaufskurve des gewählten Spielers</translation>
    </message>
    <message>
        <source>&amp;Report for this player…</source>
        <translation>Be&amp;richt für diesen Spieler…</translation>
    </message>
    <message>
        <source>A printable report of the player&apos;s record sheet</source>
        <translation>Ein druckbarer Bericht über den Spielbogen des Spielers</translation>
    </message>
    <message>
        <source>Com&amp;pare with…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>Draw a second player&apos;s history on the chart</source>
        <translation>Den Verlauf eines zweiten Spielers ins Diagramm zeichnen</translation>
    </message>
    <message>
        <source>Compare with &amp;list…</source>
        <extracomment>&quot;list&quot;: a federation&apos;s rating list (EGD, FFG, AGA) kept on this computer.</extracomment>
        <translation>Mit &amp;Liste vergleichen…</translation>
    </message>
    <message>
        <source>The club&apos;s players against the EGD, FFG or AGA list kept: who differs, IDs and ratings to store</source>
        <translation>Die Spieler des Vereins mit der gespeicherten EGD-, FFG- oder AGA-Liste vergleichen: wer abweicht, welche IDs und Wertungen zu übernehmen sind</translation>
    </message>
    <message>
        <source>Download a rating lis&amp;t…</source>
        <translation>Rating-&amp;Liste herunterladen…</translation>
    </message>
    <message>
        <source>The EGD, FFG or AGA list from the federation&apos;s web site, kept in the club file (list update)</source>
        <translation>Die EGD-, FFG- oder AGA-Liste von der Website des Verbands, in der Vereinsdatei aufbewahrt (list update)</translation>
    </message>
    <message>
        <source>&amp;Add event…</source>
        <translation>Turnier &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>A tournament or other event</source>
        <translation>Ein Turnier oder eine andere Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Change event…</source>
        <translation>Turnier ä&amp;ndern…</translation>
    </message>
    <message>
        <source>Name, dates, class of the selected event</source>
        <translation>Name, Daten, Klasse des gewählten Turniers</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>Turnier &amp;löschen…</translation>
    </message>
    <message>
        <source>Remove the selected event (one without games)</source>
        <translation>Das gewählte Turnier entfernen (nur eines ohne Partien)</translation>
    </message>
    <message>
        <source>&amp;How to enter games</source>
        <translation>&amp;So tragen Sie Partien ein</translation>
    </message>
    <message>
        <source>A short guide</source>
        <translation>Eine kurze Anleitung</translation>
    </message>
    <message>
        <source>&amp;About ClubRater</source>
        <translation>Ü&amp;ber ClubRater</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Mark &amp;active again</source>
        <translation>Wieder &amp;aktiv setzen</translation>
    </message>
    <message numerus="yes">
        <source>The record sheet has %n row(s) not saved. Leave without saving them?</source>
        <translation>
            <numerusform>Der Spielbogen hat %n nicht gespeicherte Zeile. Ohne Speichern verlassen?</numerusform>
            <numerusform>Der Spielbogen hat %n nicht gespeicherte Zeilen. Ohne Speichern verlassen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Ohne Speichern verlassen</translation>
    </message>
    <message>
        <source>Go back to the sheet</source>
        <translation>Zurück zum Spielbogen</translation>
    </message>
    <message>
        <source>There is no club file at {path} any more. Was it moved, or on a memory stick?</source>
        <translation>Unter {path} gibt es keine Vereinsdatei mehr. Wurde sie verschoben, oder liegt sie auf einem USB-Stick?</translation>
    </message>
    <message>
        <source>Opening {club}…</source>
        <translation>Öffne {club}…</translation>
    </message>
    <message>
        <source>There is already a club file at {path}. Open it, or choose another place or name.</source>
        <translation>Unter {path} gibt es schon eine Vereinsdatei. Öffnen Sie sie, oder wählen Sie einen anderen Ort oder Namen.</translation>
    </message>
    <message>
        <source>Creating {club}…</source>
        <translation>Lege {club} an…</translation>
    </message>
    <message>
        <source>Opening the demo club…</source>
        <translation>Öffne den Demoverein…</translation>
    </message>
    <message>
        <source>The first time, two years of club nights are made up.</source>
        <translation>Beim ersten Mal werden zwei Jahre Vereinsabende erfunden.</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Vereinsdateien (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Fill in the new club&apos;s name and rating system, then press Create the club.</source>
        <translation>Geben Sie Namen und Wertungssystem des neuen Vereins ein und drücken Sie dann „Verein anlegen“.</translation>
    </message>
    <message>
        <source>No recent clubs</source>
        <translation>Keine zuletzt geöffneten Vereine</translation>
    </message>
    <message>
        <source>{club} — {file} (read-only) — {app}</source>
        <translation>{club} — {file} (schreibgeschützt) — {app}</translation>
    </message>
    <message>
        <source>{club} — {file} — {app}</source>
        <translation>{club} — {file} — {app}</translation>
    </message>
    <message>
        <source>Read-only: this club is open in another ClubRater window; changes can only be made there.</source>
        <translation>Schreibgeschützt: Dieser Verein ist in einem anderen ClubRater-Fenster geöffnet; Änderungen sind nur dort möglich.</translation>
    </message>
    <message>
        <source>Taking a backup…</source>
        <translation>Lege eine Sicherung an…</translation>
    </message>
    <message>
        <source>Took a backup of {file} ({backup}); File &gt; Restore a backup lists it.</source>
        <translation>Sicherung von {file} angelegt ({backup}); Datei &gt; Sicherung wiederherstellen listet sie auf.</translation>
    </message>
    <message>
        <source>ClubRater could not lock {file} ({reason}), so it opens read-only: nothing can be changed in this window. Close other programs using the file, or copy it to a folder you can write in, and open it again.</source>
        <translation>ClubRater konnte {file} nicht sperren ({reason}) und öffnet die Datei daher schreibgeschützt: In diesem Fenster lässt sich nichts ändern. Schließen Sie andere Programme, die die Datei benutzen, oder kopieren Sie sie in einen Ordner, in den Sie schreiben dürfen, und öffnen Sie sie erneut.</translation>
    </message>
    <message>
        <source>There is no club at {path} yet. Create it here, or open another file.</source>
        <translation>Unter {path} gibt es noch keinen Verein. Legen Sie ihn hier an, oder öffnen Sie eine andere Datei.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two players</source>
        <translation>Zwei Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Use this when one person was entered twice (&quot;Sipho Dlamini&quot; and &quot;S. Dlamini&quot;). Every game of the second entry moves to the first; nothing is lost, and Undo separates them again.</source>
        <translation>Nutzen Sie dies, wenn eine Person doppelt erfasst wurde („Sipho Dlamini“ und „S. Dlamini“). Alle Partien des zweiten Eintrags gehen auf den ersten über; nichts geht verloren, und Rückgängig trennt sie wieder.</translation>
    </message>
    <message>
        <source>the entry to keep</source>
        <translation>der Eintrag, der bleibt</translation>
    </message>
    <message>
        <source>the duplicate, which disappears</source>
        <translation>das Duplikat, das verschwindet</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>&amp;Behalten:</translation>
    </message>
    <message>
        <source>&amp;Merge in:</source>
        <translation>&amp;Duplikat:</translation>
    </message>
    <message numerus="yes">
        <source>{dropped}&apos;s %n game(s) will move to {kept} ({rank}); {dropped} will no longer be in the player list.</source>
        <translation>
            <numerusform>Die %n Partie von {dropped} geht an {kept} ({rank}) über; {dropped} steht dann nicht mehr in der Spielerliste.</numerusform>
            <numerusform>Die %n Partien von {dropped} gehen an {kept} ({rank}) über; {dropped} steht dann nicht mehr in der Spielerliste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Please choose both players.</source>
        <translation>Bitte wählen Sie beide Spieler.</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} steht nicht in der Spielerliste.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Wählen Sie zwei verschiedene Spieler.</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>&quot;{name}&quot; could be any of {shown}; please say which.</source>
        <translation>„{name}“ könnte jeder von {shown} sein; bitte sagen Sie, wer.</translation>
    </message>
</context>
<context>
    <name>Noticeboard</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>{group} (continued)</source>
        <translation>{group} (Fortsetzung)</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: position in the list</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: number of games</comment>
        <extracomment>Column: how many rated games the player has played.</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: since the last printout</comment>
        <extracomment>Column: how the rating or rank changed since the previous printout.</extracomment>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Rating list · {system}</source>
        <translation>Rangliste · {system}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>change since the list of {date}</source>
        <translation>Änderung seit der Liste vom {date}</translation>
    </message>
    <message>
        <source>Rating list by rank · {system}</source>
        <translation>Rangliste nach Rängen · {system}</translation>
    </message>
    <message>
        <source>Players who have stopped playing are not listed.</source>
        <translation>Spieler, die nicht mehr spielen, werden nicht aufgeführt.</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Gedruckt mit ClubRater.</translation>
    </message>
    <message>
        <source>No active players yet.</source>
        <translation>Noch keine aktiven Spieler.</translation>
    </message>
    <message>
        <source>{club} · rating list of {date}</source>
        <translation>{club} · Rangliste vom {date}</translation>
    </message>
    <message>
        <source>{club}: rating list of {date}</source>
        <translation>{club}: Rangliste vom {date}</translation>
    </message>
    <message>
        <source>SAGC rank and index</source>
        <translation>SAGC-Rang und -Index</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <translation>EGF-GoR (klassisch, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <translation>EGF-GoR (seit 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <translation>FESA-Elo (Shogi)</translation>
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
        <translation>Ohne Rang</translation>
    </message>
    <message>
        <source>{level} kyu</source>
        <extracomment>A rank group heading on the noticeboard: {level} kyu (Go&apos;s student grades; 級 in Japanese).</extracomment>
        <translation>{level}. Kyu</translation>
    </message>
    <message>
        <source>{level} dan</source>
        <translation>{level}. Dan</translation>
    </message>
    <message>
        <source>{level} pro</source>
        <comment>professional dan</comment>
        <translation>{level}. Profi-Dan</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column: the kyu/dan rank (Go) of each player; a shogi club has &quot;FESA grade&quot; instead.</extracomment>
        <translation>FESA-Grad</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: kyu/dan rank</comment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <extracomment>Shogi: the grade the player brought from elsewhere, beside the FESA grade.</extracomment>
        <translation>Früherer Grad</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a player new on the list</comment>
        <extracomment>The change column for a player who was not on the previous list.</extracomment>
        <translation>neu</translation>
    </message>
    <message>
        <source>was {rank}</source>
        <extracomment>The change column: the rank the player had on the previous list, e.g. &quot;was 4k&quot;.</extracomment>
        <translation>war {rank}</translation>
    </message>
    <message>
        <source>1 win to {rank}</source>
        <extracomment>A small line under a player on the noticeboard: one more win promotes them to {rank} (e.g. 9k).</extracomment>
        <translation>1 Sieg bis {rank}</translation>
    </message>
</context>
<context>
    <name>OverlapMessages</name>
    <message>
        <source>line {line} ({game})</source>
        <translation>Zeile {line} ({game})</translation>
    </message>
    <message>
        <source> ... and {more} more</source>
        <translation> ... und {more} weitere</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it; use --again to store them a second time anyway.</source>
        <translation>alle {total} Partien sind schon im Verein: {shown}{more}. Es ist nichts Neues darin; mit --again werden sie trotzdem ein zweites Mal gespeichert.</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it.</source>
        <translation>alle {total} Partien sind schon im Verein: {shown}{more}. Es ist nichts Neues darin.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}, or --again to store all {total}.</source>
        <translation>{count} der {total} Partien sind schon im Verein: {shown}{more}. Mit --only-new werden nur die {new} neuen {games} importiert, mit --again alle {total}.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}.</source>
        <translation>{count} der {total} Partien sind schon im Verein: {shown}{more}. Mit --only-new werden nur die {new} neuen {games} importiert.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored: {what}</source>
        <translation>{file} wurde nicht importiert; es wurde nichts gespeichert: {what}</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>Standings</source>
        <extracomment>The page of the club&apos;s ranking list (de &quot;Rangliste&quot;, fr &quot;classement&quot;).</extracomment>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Partie eintragen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>The page of tournaments and other events.</extracomment>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The page of one player: record sheet and chart.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>The page where an evening&apos;s games are typed row after row, as on the paper record sheet.</extracomment>
        <translation>Spielbogen</translation>
    </message>
    <message>
        <source>Club night</source>
        <extracomment>The page where tonight&apos;s players are ticked and paired.</extracomment>
        <translation>Vereinsabend</translation>
    </message>
    <message>
        <source>Predictions</source>
        <extracomment>The tab of the page that scores each rating system on the club&apos;s own games (&quot;How well the ratings predict&quot;).</extracomment>
        <translation>Vorhersagen</translation>
    </message>
</context>
<context>
    <name>PairingMessages</name>
    <message>
        <source>{name} has no Go rank, so cannot be paired by SAGC strength.</source>
        <translation>{name} hat keinen Go-Rang und kann daher nicht nach SAGC-Stärke gepaart werden.</translation>
    </message>
    <message>
        <source>The number of club nights to look back on must be between 1 and {most}, not {nights}.</source>
        <translation>Die Zahl der Vereinsabende, auf die zurückgeschaut wird, muss zwischen 1 und {most} liegen, nicht {nights}.</translation>
    </message>
    <message>
        <source>A round is numbered from 1, not {round}.</source>
        <translation>Runden werden ab 1 gezählt, nicht {round}.</translation>
    </message>
    <message>
        <source>{name} is not among the players present.</source>
        <translation>{name} ist nicht unter den anwesenden Spielern.</translation>
    </message>
    <message>
        <source>{name} is on a board already; nobody plays twice in a round.</source>
        <translation>{name} sitzt schon an einem Brett; niemand spielt zweimal in einer Runde.</translation>
    </message>
    <message>
        <source>A player cannot play himself.</source>
        <translation>Ein Spieler kann nicht gegen sich selbst spielen.</translation>
    </message>
    <message>
        <source>There is no pairing of {date} to add a player to; pair first.</source>
        <translation>Es gibt keine Paarung vom {date}, zu der ein Spieler hinzukommen könnte; paaren Sie zuerst.</translation>
    </message>
    <message>
        <source>{name} is in round {round} already.</source>
        <translation>{name} ist schon in Runde {round}.</translation>
    </message>
    <message>
        <source>Nobody sits out in round {round}, so {name} cannot play the bye; pair the boards not started again instead.</source>
        <translation>In Runde {round} setzt niemand aus, also kann {name} nicht gegen den Freilos-Spieler spielen; paaren Sie stattdessen die nicht begonnenen Bretter neu.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}.</source>
        <translation>Es gibt keine gespeicherte Paarung vom {date}, Runde {round}.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}.</source>
        <translation>Es gibt keine gespeicherte Paarung vom {date}.</translation>
    </message>
    <message>
        <source>The federation officer pairs for one member club: choose it first (`--for-club NAME` on the command line). Nothing was kept.</source>
        <translation>Der Verbandsverantwortliche paart für einen Mitgliedsverein: Wählen Sie ihn zuerst (`--for-club NAME` auf der Kommandozeile). Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round} to print; pair first.</source>
        <translation>Es gibt keine gespeicherte Paarung vom {date}, Runde {round}, zum Drucken; paaren Sie zuerst.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date} to print; pair first.</source>
        <translation>Es gibt keine gespeicherte Paarung vom {date} zum Drucken; paaren Sie zuerst.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}; pair first (`clubrater pair`).</source>
        <translation>Es gibt keine gespeicherte Paarung vom {date}, Runde {round}; paaren Sie zuerst (`clubrater pair`).</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}; pair first (`clubrater pair`).</source>
        <translation>Es gibt keine gespeicherte Paarung vom {date}; paaren Sie zuerst (`clubrater pair`).</translation>
    </message>
    <message>
        <source>Round {round} of {date} has no board {board} (its boards are {boards}). Nothing was entered.</source>
        <translation>Runde {round} vom {date} hat kein Brett {board} (ihre Bretter sind {boards}). Es wurde nichts eingetragen.</translation>
    </message>
    <message>
        <source>Board {board} of round {round} is entered already (game {game}). Nothing was entered.</source>
        <translation>Brett {board} der Runde {round} ist schon eingetragen (Partie {game}). Es wurde nichts eingetragen.</translation>
    </message>
    <message>
        <source>Give a result for at least one board (for example 1=B 2=W 3=J).</source>
        <translation>Geben Sie für mindestens ein Brett ein Ergebnis an (zum Beispiel 1=B 2=W 3=J).</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no boards</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>the last night</source>
        <extracomment>Inside &quot;closest not met in {nights}&quot;, &quot;not met in {nights}; ...&quot; and &quot;met 3 times in {nights}&quot;.</extracomment>
        <translation>dem letzten Abend</translation>
    </message>
    <message numerus="yes">
        <source>the last %n night(s)</source>
        <translation>
            <numerusform>dem letzten %n Abend</numerusform>
            <numerusform>den letzten %n Abenden</numerusform>
        </translation>
    </message>
    <message>
        <source>paired by hand</source>
        <extracomment>Why two players play each other: the secretary paired them.</extracomment>
        <translation>von Hand gepaart</translation>
    </message>
    <message>
        <source>closest not met in {nights}</source>
        <extracomment>Why two players play each other: the nearest in strength among those not met lately.</extracomment>
        <translation>am nächsten, in {nights} nicht gegeneinander gespielt</translation>
    </message>
    <message>
        <source>not met in {nights}; the nearer players were needed on other boards</source>
        <translation>in {nights} nicht gegeneinander gespielt; die Näheren wurden an anderen Brettern gebraucht</translation>
    </message>
    <message>
        <source>already paired tonight (round {rounds}): no other pair left</source>
        <extracomment>{rounds}: the earlier rounds of tonight (&quot;1&quot; or &quot;1, 2&quot;).</extracomment>
        <translation>heute schon gepaart (Runde {rounds}): kein anderes Paar mehr frei</translation>
    </message>
    <message>
        <source>already paired tonight (rounds {rounds}): no other pair left</source>
        <translation>heute schon gepaart (Runden {rounds}): kein anderes Paar mehr frei</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in {nights}: no closer pair left</source>
        <translation>
            <numerusform>in {nights} %n-mal gespielt: kein näheres Paar mehr frei</numerusform>
            <numerusform>in {nights} %n-mal gespielt: kein näheres Paar mehr frei</numerusform>
        </translation>
    </message>
    <message>
        <source>met last week: no closer pair left</source>
        <translation>letzte Woche gespielt: kein näheres Paar mehr frei</translation>
    </message>
    <message>
        <source>met on {date}: no closer pair left</source>
        <extracomment>{date}: the day they last played each other.</extracomment>
        <translation>am {date} gespielt: kein näheres Paar mehr frei</translation>
    </message>
    <message>
        <source>met lately: no closer pair left</source>
        <translation>kürzlich gespielt: kein näheres Paar mehr frei</translation>
    </message>
</context>
<context>
    <name>PairingSheet</name>
    <message>
        <source>Sente (first)</source>
        <extracomment>Column of the shogi pairing sheet: the player who moves first (sente).</extracomment>
        <translation>Sente (zieht zuerst)</translation>
    </message>
    <message>
        <source>Gote (second)</source>
        <translation>Gote (zieht als Zweiter)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column of the pairing sheet: the player with the black stones.</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: handicap stones.</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: winner written in by hand</comment>
        <extracomment>Column: an empty box where the players write the winner.</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Club night of {date} · round {round}</source>
        <extracomment>The pairing sheet&apos;s subtitle: &quot;Club night of 14 March 2025 · round 2&quot;.</extracomment>
        <translation>Vereinsabend am {date} · Runde {round}</translation>
    </message>
    <message>
        <source>Write the winner in the box: B (Black), W (White) or J (jigo).</source>
        <translation>Sieger ins Kästchen schreiben: B (Schwarz), W (Weiß) oder J (Jigo).</translation>
    </message>
    <message>
        <source>Write the winner in the box: S (sente) or G (gote).</source>
        <translation>Sieger ins Kästchen schreiben: S (Sente) oder G (Gote).</translation>
    </message>
    <message>
        <source>{club} · club night of {date}, round {round}</source>
        <translation>{club} · Vereinsabend am {date}, Runde {round}</translation>
    </message>
    <message>
        <source>Bye (sits out this round): {name}</source>
        <extracomment>Under the boards: the player who does not play this round.</extracomment>
        <translation>Freilos (setzt diese Runde aus): {name}</translation>
    </message>
    <message>
        <source>No boards in this round.</source>
        <translation>Keine Bretter in dieser Runde.</translation>
    </message>
    <message>
        <source>{club}: pairings of {date}, round {round}</source>
        <translation>{club}: Paarungen vom {date}, Runde {round}</translation>
    </message>
</context>
<context>
    <name>PaperClubChoice</name>
    <message>
        <source>The players of one member club, or of every club (the ratings are the federation&apos;s)</source>
        <translation>Die Spieler eines Mitgliedsvereins oder aller Vereine (die Wertungen sind die des Verbands)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Alle Vereine</translation>
    </message>
</context>
<context>
    <name>PaperClubDialog</name>
    <message>
        <source>&amp;Players of:</source>
        <extracomment>Whose players the noticeboard or the workbook lists: every member club&apos;s, or one club&apos;s.</extracomment>
        <translation>&amp;Spieler von:</translation>
    </message>
</context>
<context>
    <name>Parsing</name>
    <message>
        <source>The date is missing.</source>
        <translation>Das Datum fehlt.</translation>
    </message>
    <message>
        <source>today</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for today&apos;s date (lower case).</extracomment>
        <translation>heute</translation>
    </message>
    <message>
        <source>yesterday</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for yesterday&apos;s date (lower case).</extracomment>
        <translation>gestern</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (type it like {iso} or {short}).</source>
        <extracomment>{iso} is today as 2025-03-04 and {short} as 4/3 (day/month): keep both forms, they are what can be typed.</extracomment>
        <translation>„{text}“ ist kein Datum (eingeben wie {iso} oder {short}).</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Wer hat gewonnen? B für Schwarz, W für Weiß oder J für Jigo eingeben.</translation>
    </message>
    <message>
        <source>Result &quot;{text}&quot; is not B (Black won), W (White won) or J (jigo).</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Ergebnis „{text}“ ist nicht B (Schwarz gewinnt), W (Weiß gewinnt) oder J (Jigo).</translation>
    </message>
    <message>
        <source>Game type &quot;{text}&quot; is not {tournament}, {club}, {friendly} or {free}.</source>
        <extracomment>{text} is what was typed; the four names are the game types as this window shows them.</extracomment>
        <translation>Partieart „{text}“ ist nicht {tournament}, {club}, {friendly} oder {free}.</translation>
    </message>
    <message>
        <source>Handicap &quot;{text}&quot; is not a number of stones (0 to 9).</source>
        <translation>Vorgabe „{text}“ ist keine Anzahl Steine (0 bis 9).</translation>
    </message>
    <message>
        <source>A handicap of {n} stones is not possible: type 0 to 9.</source>
        <translation>Eine Vorgabe von {n} Steinen ist nicht möglich: 0 bis 9 eingeben.</translation>
    </message>
    <message>
        <source>Komi &quot;{text}&quot; is not a number like 6.5, 0.5 or -5.5.</source>
        <translation>Komi „{text}“ ist keine Zahl wie 6,5; 0,5 oder -5,5.</translation>
    </message>
    <message>
        <source>A komi of {komi} is not possible.</source>
        <translation>Komi {komi} ist nicht möglich.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Change a player</source>
        <translation>Spieler ändern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>First name and surname, as on the record sheets</source>
        <translation>Vor- und Nachname, wie auf den Spielbögen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. 3 kyu or 1 dan; empty if none yet</source>
        <extracomment>A shogi player&apos;s FESA grade (kyu/dan), typed in words.</extracomment>
        <translation>z. B. 3 Kyu oder 1 Dan; leer, falls noch keiner</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <comment>shogi kyu/dan grade</comment>
        <extracomment>A shogi player&apos;s kyu/dan grade (FESA), not a school grade.</extracomment>
        <translation>&amp;Grad:</translation>
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
        <translation>Mit diesem GoR-Wert statt dem des Rangs beginnen</translation>
    </message>
    <message>
        <source>Starting &amp;index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank (0-99 and beyond) a player starts with, not a list position.</extracomment>
        <translation>Start-&amp;Index:</translation>
    </message>
    <message>
        <source>Starting &amp;GoR:</source>
        <translation>Start-&amp;GoR:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <comment>the player&apos;s home club</comment>
        <extracomment>The player&apos;s home Go/shogi club.</extracomment>
        <translation>&amp;Verein:</translation>
    </message>
    <message>
        <source>e.g. ZA</source>
        <extracomment>An ISO country code as example: keep &quot;ZA&quot;.</extracomment>
        <translation>z. B. ZA</translation>
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
        <translation>Aktiv (in der Rangliste)</translation>
    </message>
    <message>
        <source>A new rank or starting index re-rates every game from the start.</source>
        <translation>Ein neuer Rang oder Start-Index wertet alle Partien von Anfang an neu.</translation>
    </message>
    <message>
        <source>Please type the player&apos;s name.</source>
        <translation>Bitte geben Sie den Namen des Spielers ein.</translation>
    </message>
    <message>
        <source>{name} is already in the player list. Use another spelling, or merge the two later.</source>
        <translation>{name} steht schon in der Spielerliste. Wählen Sie eine andere Schreibweise, oder führen Sie die beiden später zusammen.</translation>
    </message>
    <message>
        <source>What rank is {name}? Type it like 12k or 2d.</source>
        <translation>Welchen Rang hat {name}? Bitte wie 12k oder 2d eingeben.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k, 2d or 1p.</source>
        <translation>„{text}“ ist kein Rang. Bitte wie 12k, 2d oder 1p eingeben.</translation>
    </message>
</context>
<context>
    <name>PlayerMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Es gibt keinen Spieler Nummer {number}.</translation>
    </message>
    <message>
        <source>Cannot change {fields} of a player.</source>
        <translation>{fields} eines Spielers lässt sich nicht ändern.</translation>
    </message>
    <message>
        <source>{name} needs a rank.</source>
        <translation>{name} braucht einen Rang.</translation>
    </message>
    <message>
        <source>{name} has games or adjustments; merge the player instead of deleting.</source>
        <translation>{name} hat Partien oder Anpassungen; führen Sie den Spieler mit einem anderen zusammen, statt ihn zu löschen.</translation>
    </message>
    <message>
        <source>Choose two different players to merge.</source>
        <translation>Wählen Sie zwei verschiedene Spieler zum Zusammenführen.</translation>
    </message>
    <message>
        <source>{kept} and {dropped} played each other, so they are two people; they were not merged.</source>
        <translation>{kept} und {dropped} haben gegeneinander gespielt, es sind also zwei Personen; sie wurden nicht zusammengeführt.</translation>
    </message>
    <message>
        <source>An index must be between -999 and +999, not {index}.</source>
        <translation>Ein Index muss zwischen -999 und +999 liegen, nicht {index}.</translation>
    </message>
    <message>
        <source>An adjustment sets a rank, an index or a rating.</source>
        <translation>Eine Anpassung setzt einen Rang, einen Index oder eine Wertung.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Es gibt keine Anpassung Nummer {number}.</translation>
    </message>
</context>
<context>
    <name>PlayerOperations</name>
    <message>
        <source>A new player?</source>
        <translation>Ein neuer Spieler?</translation>
    </message>
    <message>
        <source>&quot;{typed}&quot; is how {who} begins. Add a new player called &quot;{typed}&quot; all the same?</source>
        <translation>„{typed}“ ist der Anfang von {who}. Trotzdem einen neuen Spieler „{typed}“ hinzufügen?</translation>
    </message>
    <message>
        <source>Add {name} as a new player…</source>
        <translation>{name} als neuen Spieler hinzufügen…</translation>
    </message>
    <message>
        <source>No, I meant an existing player</source>
        <translation>Nein, ich meinte einen vorhandenen Spieler</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}?</source>
        <translation>{name} steht nicht in der Spielerliste. {name} hinzufügen?</translation>
    </message>
    <message>
        <source>Add {name}…</source>
        <translation>{name} hinzufügen…</translation>
    </message>
    <message>
        <source>No, let me correct the name</source>
        <translation>Nein, Namen korrigieren</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <extracomment>Undo command text (Edit &gt; Undo ...): a player&apos;s details were changed.</extracomment>
        <translation>{name} ändern</translation>
    </message>
    <message>
        <source>Mark {name} inactive</source>
        <translation>{name} inaktiv setzen</translation>
    </message>
    <message>
        <source>Mark {name} active again</source>
        <translation>{name} wieder aktiv setzen</translation>
    </message>
    <message>
        <source>Remove the adjustment</source>
        <translation>Anpassung entfernen</translation>
    </message>
    <message>
        <source>Remove the adjustment of {date}? The games after it are rated again; Ctrl+Z puts it back.</source>
        <translation>Die Anpassung vom {date} entfernen? Die Partien danach werden neu gewertet; Ctrl+Z stellt sie wieder her.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Choose a player</source>
        <translation>Spieler wählen</translation>
    </message>
    <message>
        <source>another player…</source>
        <translation>anderer Spieler…</translation>
    </message>
    <message>
        <source>compare with…</source>
        <translation>vergleichen mit…</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>Tab: the player&apos;s list of games with the rating after each (a &quot;record sheet&quot; as Go clubs keep them).</extracomment>
        <translation>Spielbogen</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Tab: the player&apos;s results summed up per tournament.</extracomment>
        <translation>Pro Turnier</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Show this player&apos;s games</source>
        <translation>Die Partien dieses Spielers zeigen</translation>
    </message>
    <message>
        <source>Double-click a player in the standings, or type a name on the right.</source>
        <translation>Doppelklicken Sie auf einen Spieler in der Rangliste, oder geben Sie rechts einen Namen ein.</translation>
    </message>
    <message>
        <source>{name}  (inactive)</source>
        <translation>{name}  (inaktiv)</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {day}</source>
        <translation>zuletzt gespielt am {day}</translation>
    </message>
    <message>
        <source>no games yet</source>
        <translation>noch keine Partien</translation>
    </message>
    <message>
        <source>Adjustments are shown in blue.</source>
        <translation>Anpassungen sind blau dargestellt.</translation>
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
        <translation>Gegner</translation>
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
        <translation>Farbe</translation>
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
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: change of the rating</comment>
        <extracomment>Column: the change of the rating in this game.</extracomment>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Then ({value})</source>
        <extracomment>Column: the rank or rating after the game; {value} is &quot;Index&quot;, &quot;GoR&quot; or &quot;Elo&quot;.</extracomment>
        <translation>Danach ({value})</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>colour of the stones</comment>
        <extracomment>The stones a player had in a game.</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <comment>colour of the stones</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Partien.</translation>
    </message>
    <message>
        <source>Record sheet, latest first; rows in bold changed the rank.</source>
        <translation>Spielbogen, neueste zuerst; fett gedruckte Zeilen änderten den Rang.</translation>
    </message>
    <message>
        <source>{name} · record sheet · {club}</source>
        <translation>{name} · Spielbogen · {club}</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Gedruckt mit ClubRater.</translation>
    </message>
    <message>
        <source>{name}: record sheet</source>
        <translation>{name}: Spielbogen</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Noch keine gewerteten Partien.</translation>
    </message>
    <message>
        <source>adjusted</source>
        <comment>result: the rank was set by hand</comment>
        <extracomment>The result column of a player&apos;s record sheet: the game was won, lost, a jigo (draw), ...</extracomment>
        <translation>angepasst</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>result: a drawn game</comment>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>rank, and the index within it, after each game</source>
        <translation>Rang und Index darin nach jeder Partie</translation>
    </message>
    <message>
        <source>{value} after each game</source>
        <translation>{value} nach jeder Partie</translation>
    </message>
    <message>
        <source>Now {rank}, {value_label} {value}</source>
        <extracomment>The report&apos;s summary line: &quot;Now 5k, Index +320&quot;; {value_label} is Index, GoR or Elo.</extracomment>
        <translation>Jetzt {rank}, {value_label} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>zuletzt gespielt am {date}</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>the player is not on the list</comment>
        <translation>inaktiv</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Promoted from {before} since {since}</source>
        <extracomment>Tooltip on a rank: promoted from the rank {before} since {since} (a date or a club night).</extracomment>
        <translation>Aufgestiegen von {before} seit {since}</translation>
    </message>
    <message>
        <source>Down from {before} since {since}</source>
        <extracomment>Tooltip on a rank: demoted from the rank {before} since {since}.</extracomment>
        <translation>Abgestiegen von {before} seit {since}</translation>
    </message>
    <message>
        <source>Not on the current list (inactive)</source>
        <translation>Nicht auf der aktuellen Liste (inaktiv)</translation>
    </message>
    <message>
        <source>Not on the current list</source>
        <translation>Nicht auf der aktuellen Liste</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Type to find a player by name, rank or club…</source>
        <translation>Tippen, um Spieler nach Name, Rang oder Verein zu finden…</translation>
    </message>
    <message>
        <source>Show players not on the list</source>
        <translation>Spieler nicht auf der Liste zeigen</translation>
    </message>
    <message>
        <source>{hint}: &lt;a href=&quot;show&quot;&gt;show them&lt;/a&gt;</source>
        <extracomment>{hint} is a sentence saying which players are left off the list; &quot;show them&quot; is a link.</extracomment>
        <translation>{hint}: &lt;a href=&quot;show&quot;&gt;anzeigen&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>{shown} players match the filter out of %n in the list.</extracomment>
        <translation>
            <numerusform>{shown} von %n Spieler</numerusform>
            <numerusform>{shown} von %n Spielern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintMessages</name>
    <message>
        <source>The page could not be drawn (the printer or file refused it).</source>
        <translation>Die Seite konnte nicht gezeichnet werden (der Drucker oder die Datei hat sie abgelehnt).</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source>Noticeboard</source>
        <translation>Aushang</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, print &quot;1 win to ...&quot;</source>
        <extracomment>&quot;1 win to ...&quot; is the line printed under the player, e.g. &quot;1 win to 9k&quot; (the printout translates it too).</extracomment>
        <translation>Unter jedem Spieler, dem ein Sieg zum Aufstieg fehlt, „1 Sieg bis …“ drucken</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print preview: {club} rating list</source>
        <extracomment>The club&apos;s rating list (standings) as pinned on the noticeboard: &quot;Rangliste&quot;, &quot;classement&quot;, &quot;ranglys&quot;.</extracomment>
        <translation>Druckvorschau: Rangliste von {club}</translation>
    </message>
    <message>
        <source>Print the rating list</source>
        <translation>Rangliste drucken</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message numerus="yes">
        <source>Sent the rating list (%n page(s)) to {printer}.</source>
        <translation>
            <numerusform>Rangliste (%n Seite) an {printer} gesendet.</numerusform>
            <numerusform>Rangliste (%n Seiten) an {printer} gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the rating list as PDF</source>
        <extracomment>&quot;rating list&quot; is also part of the suggested file name (Club name, rating list, date).</extracomment>
        <translation>Rangliste als PDF speichern</translation>
    </message>
    <message>
        <source>rating list</source>
        <comment>part of a file name</comment>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message numerus="yes">
        <source>Saved the rating list (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Rangliste (%n Seite) als {file} gespeichert.</numerusform>
            <numerusform>Rangliste (%n Seiten) als {file} gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the club workbook</source>
        <translation>Arbeitsmappe des Vereins exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportiere…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Partien als CSV exportieren</translation>
    </message>
    <message>
        <source>games</source>
        <comment>part of a file name</comment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Club at the head:</source>
        <extracomment>The member club whose name heads a player&apos;s report (on a federation server).</extracomment>
        <translation>&amp;Verein im Kopf:</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>Spielerbericht</translation>
    </message>
    <message>
        <source>{name}: record sheet and history</source>
        <translation>{name}: Spielbogen und Verlauf</translation>
    </message>
    <message>
        <source>Save {name}&apos;s report as PDF</source>
        <translation>Bericht über {name} als PDF speichern</translation>
    </message>
    <message>
        <source>Saved {name}&apos;s report as {file}.</source>
        <translation>Bericht über {name} als {file} gespeichert.</translation>
    </message>
</context>
<context>
    <name>PrintoutMessages</name>
    <message>
        <source>the club night of {date}</source>
        <translation>dem Vereinsabend vom {date}</translation>
    </message>
    <message>
        <source>the last printout ({date})</source>
        <translation>dem letzten Ausdruck ({date})</translation>
    </message>
    <message>
        <source>print writes a PDF file; give a name ending in .pdf, not {name}.</source>
        <translation>print schreibt eine PDF-Datei; geben Sie einen Namen auf .pdf an, nicht {name}.</translation>
    </message>
</context>
<context>
    <name>PublishMessages</name>
    <message>
        <source>{written} pages written, {unchanged} unchanged, {removed} removed</source>
        <translation>{written} Seiten geschrieben, {unchanged} unverändert, {removed} entfernt</translation>
    </message>
    <message>
        <source>The templates folder {folder} does not exist.</source>
        <translation>Der Vorlagenordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot create the site folder {folder}: {reason}.</source>
        <translation>Der Ordner der Website {folder} kann nicht angelegt werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the site folder {folder}: {reason}.</source>
        <translation>Der Ordner der Website {folder} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot remove {file}: {reason}.</source>
        <translation>{file} kann nicht entfernt werden: {reason}.</translation>
    </message>
    <message>
        <source>{reason} Pages written so far are complete.</source>
        <translation>{reason} Die bisher geschriebenen Seiten sind vollständig.</translation>
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
        <translation>über die EGD-PIN</translation>
    </message>
    <message>
        <source>by name</source>
        <translation>über den Namen</translation>
    </message>
    <message>
        <source>as you chose</source>
        <translation>wie von Ihnen gewählt</translation>
    </message>
    <message>
        <source>{name}: already in the federation as {who}, {how}</source>
        <translation>{name}: schon im Verband als {who}, {how}</translation>
    </message>
    <message>
        <source>{name}: already in the federation ({club}), {how}</source>
        <translation>{name}: schon im Verband ({club}), {how}</translation>
    </message>
    <message>
        <source>no home club</source>
        <translation>kein Heimatverein</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>Pushing {file} into the federation as {club}:</source>
        <translation>{file} wird als {club} in den Verband übertragen:</translation>
    </message>
    <message>
        <source>  matched  {match}</source>
        <extracomment>A line of a push&apos;s dry run: the columns line up in English (&quot;matched&quot;, &quot;new&quot;, &quot;CONFLICT&quot;, &quot;event&quot;, &quot;note&quot;).</extracomment>
        <translation>  gefunden  {match}</translation>
    </message>
    <message>
        <source>  new      {name} ({rank})</source>
        <translation>  neu       {name} ({rank})</translation>
    </message>
    <message>
        <source>  CONFLICT {conflict}</source>
        <translation>  KONFLIKT  {conflict}</translation>
    </message>
    <message>
        <source>  event    {event}: already in the federation</source>
        <translation>  Turnier   {event}: schon im Verband</translation>
    </message>
    <message>
        <source>  event    {event}: new</source>
        <translation>  Turnier   {event}: neu</translation>
    </message>
    <message>
        <source>  note     {note}</source>
        <translation>  Hinweis   {note}</translation>
    </message>
    <message>
        <source>{players} matched, {new_players}, {conflicts}; {games} to enter ({known_games} already in the federation), {events} to add ({known_events} already there), {adjustments} ({known_adjustments} already there).</source>
        <translation>{players} gefunden, {new_players}, {conflicts}; {games} einzutragen ({known_games} schon im Verband), {events} hinzuzufügen ({known_events} schon da), {adjustments} ({known_adjustments} schon da).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n neuer Spieler</numerusform>
            <numerusform>%n neue Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n Konflikt</numerusform>
            <numerusform>%n Konflikte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Turnier</numerusform>
            <numerusform>%n Turniere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n Anpassung</numerusform>
            <numerusform>%n Anpassungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not CLUB NAME=FEDERATION NAME (for example &quot;Jon Smith=John Smith&quot;).</source>
        <translation>„{item}“ ist nicht VEREINSNAME=VERBANDSNAME (zum Beispiel „Jon Smith=John Smith“).</translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not NAME or NAME=NEW NAME (for example &quot;John Smith=John Smith (Cape Town)&quot;).</source>
        <translation>„{item}“ ist nicht NAME oder NAME=NEUER NAME (zum Beispiel „John Smith=John Smith (Kapstadt)“).</translation>
    </message>
    <message>
        <source>cannot go in as a new player named &quot;{called}&quot;: {holder} has that name (names are unique in the federation; give another)</source>
        <translation>kann nicht als neuer Spieler namens „{called}“ eingetragen werden: {holder} hat diesen Namen (Namen sind im Verband eindeutig; wählen Sie einen anderen)</translation>
    </message>
    <message>
        <source>you matched it with &quot;{wanted}&quot;, who is not in the federation</source>
        <translation>Sie haben ihn „{wanted}“ zugeordnet, der nicht im Verband ist</translation>
    </message>
    <message>
        <source>EGD pin {pin} is also on {names} in the club file (one person twice? merge them in the club first)</source>
        <translation>EGD-PIN {pin} steht in der Vereinsdatei auch bei {names} (eine Person doppelt? führen Sie sie zuerst im Verein zusammen)</translation>
    </message>
    <message>
        <source>EGD pin {pin} is on {count} federation players: {names}</source>
        <translation>EGD-PIN {pin} gehört {count} Spielern im Verband: {names}</translation>
    </message>
    <message>
        <source>EGD pin {pin} is {pinned}&apos;s, but the name is {named}&apos;s</source>
        <translation>EGD-PIN {pin} gehört {pinned}, der Name aber {named}</translation>
    </message>
    <message>
        <source>the federation has several players of that name: {names}</source>
        <translation>der Verband hat mehrere Spieler dieses Namens: {names}</translation>
    </message>
    <message>
        <source>same name as {other}, but another EGD pin ({pin} here, {theirs} there)</source>
        <translation>derselbe Name wie {other}, aber eine andere EGD-PIN ({pin} hier, {theirs} dort)</translation>
    </message>
    <message>
        <source>{other} has that name</source>
        <translation>{other} hat diesen Namen</translation>
    </message>
    <message>
        <source>{others} also answers to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} hört ebenfalls auf {other} (eine Person doppelt? führen Sie sie zuerst im Verein zusammen)</translation>
    </message>
    <message>
        <source>{others} also answer to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} hören ebenfalls auf {other} (eine Person doppelt? führen Sie sie zuerst im Verein zusammen)</translation>
    </message>
    <message>
        <source>two new players would both be called &quot;{name}&quot;</source>
        <translation>zwei neue Spieler hießen beide „{name}“</translation>
    </message>
    <message>
        <source>The club file rates with {source} and the federation with {target}: shogi and Go players cannot share one rating list; nothing was pushed.</source>
        <translation>Die Vereinsdatei wertet mit {source}, der Verband mit {target}: Shogi- und Go-Spieler können keine Wertungsliste teilen; es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>There is no club file {path}; nothing was pushed.</source>
        <translation>Es gibt keine Vereinsdatei {path}; es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>You are {mine}&apos;s secretary, so you push only for {mine}; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>Sie sind Sekretär von {mine} und übertragen daher nur für {mine}; für {club} überträgt der Verbandsverantwortliche. Es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>You are no club&apos;s secretary, so you push only for your own club; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>Sie sind Sekretär keines Vereins und übertragen daher nur für Ihren eigenen Verein; für {club} überträgt der Verbandsverantwortliche. Es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>{file} has no player called {names} (--match and --new name the club file&apos;s players); nothing was pushed.</source>
        <translation>{file} hat keinen Spieler namens {names} (--match und --new nennen Spieler der Vereinsdatei); es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>the game {black} - {white} of {date}</source>
        <translation>die Partie {black} – {white} vom {date}</translation>
    </message>
    <message>
        <source>neither player plays for {club} and the game is in no event of {club}&apos;s: only their clubs&apos; secretaries or the federation officer can enter it</source>
        <translation>keiner der Spieler spielt für {club}, und die Partie gehört zu keinem Turnier von {club}: Nur die Sekretäre ihrer Vereine oder der Verbandsverantwortliche können sie eintragen</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Anpassung {number}</translation>
    </message>
    <message>
        <source>the club file rates with {source}, the federation with {target}: new players bring their starting ranks; their ratings are worked out the federation&apos;s way</source>
        <translation>die Vereinsdatei wertet mit {source}, der Verband mit {target}: neue Spieler bringen ihren Anfangsrang mit; ihre Wertungen werden nach Art des Verbands berechnet</translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s) without a game in the file</source>
        <translation>
            <numerusform>%n neuer Spieler ohne Partie in der Datei</numerusform>
            <numerusform>%n neue Spieler ohne Partie in der Datei</numerusform>
        </translation>
    </message>
    <message>
        <source>Pushed into the federation as {club}: {players}, {events}, {games}, {adjustments}.</source>
        <translation>Als {club} in den Verband übertragen: {players}, {events}, {games}, {adjustments}.</translation>
    </message>
    <message>
        <source>{file} was not pushed (nothing was written): {conflicts} to settle first, with --match or --new.</source>
        <translation>{file} wurde nicht übertragen (es wurde nichts geschrieben): zuerst {conflicts} klären, mit --match oder --new.</translation>
    </message>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club file. Nothing was written.</source>
        <translation>{path} gibt es schon; ClubRater überschreibt nie eine Vereinsdatei. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>There is no folder {folder}; nothing was written.</source>
        <translation>Es gibt keinen Ordner {folder}; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Wrote {file} for {club}: {players}, {games}, {events}, {adjustments} from {clubs}.</source>
        <translation>{file} für {club} geschrieben: {players}, {games}, {events}, {adjustments} aus {clubs}.</translation>
    </message>
    <message numerus="yes">
        <source>%n member club(s)</source>
        <translation>
            <numerusform>%n Mitgliedsverein</numerusform>
            <numerusform>%n Mitgliedsvereinen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushPreview</name>
    <message>
        <source>Push {file} into the federation</source>
        <translation>{file} in den Verband übertragen</translation>
    </message>
    <message numerus="yes">
        <source>Matched (%n)</source>
        <extracomment>Tab titles of the push preview; %n is how many lines the tab lists.</extracomment>
        <translation>
            <numerusform>Zugeordnet (%n)</numerusform>
            <numerusform>Zugeordnet (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Neuer Spieler (%n)</numerusform>
            <numerusform>Neue Spieler (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflicts (%n)</source>
        <translation>
            <numerusform>Konflikt (%n)</numerusform>
            <numerusform>Konflikte (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to enter</source>
        <translation>
            <numerusform>%n Partie einzutragen</numerusform>
            <numerusform>%n Partien einzutragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the federation</source>
        <translation>
            <numerusform>%n schon im Verband</numerusform>
            <numerusform>%n schon im Verband</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n neues Turnier</numerusform>
            <numerusform>%n neue Turniere</numerusform>
        </translation>
    </message>
    <message>
        <source>Entered as {club}: {games} ({known}); {events}.</source>
        <translation>Eingetragen als {club}: {games} ({known}); {events}.</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Übertragen</translation>
    </message>
    <message>
        <source>Nothing can be pushed while there are conflicts: settle each one in the club file, or on the command line with --match or --new.</source>
        <translation>Solange es Konflikte gibt, kann nichts übertragen werden: Klären Sie jeden in der Vereinsdatei oder auf der Kommandozeile mit --match oder --new.</translation>
    </message>
    <message>
        <source>Everything in this file is already in the federation: nothing to push.</source>
        <translation>Alles in dieser Datei ist schon im Verband: nichts zu übertragen.</translation>
    </message>
</context>
<context>
    <name>QueryMessages</name>
    <message>
        <source>&quot;{name}&quot; is not in the player list.</source>
        <translation>„{name}“ steht nicht in der Spielerliste.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Es gibt keine Partie Nummer {number}.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Es gibt kein Turnier Nummer {number}.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Es gibt keine Anpassung Nummer {number}.</translation>
    </message>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}, {games}, {events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Turnier</numerusform>
            <numerusform>%n Turniere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankMessages</name>
    <message>
        <source>no rank has ordinal {ordinal}</source>
        <translation>kein Rang hat die Ordnungszahl {ordinal}</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is not a rank like 12k, 3d or 1p</source>
        <translation>Rang „{text}“ ist kein Rang wie 12k, 3d oder 1p</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is out of range ({span})</source>
        <translation>Rang „{text}“ liegt außerhalb des Bereichs ({span})</translation>
    </message>
</context>
<context>
    <name>RatingListMessages</name>
    <message>
        <source>EGD list</source>
        <translation>EGD-Liste</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <translation>FFG-Rangliste</translation>
    </message>
    <message>
        <source>AGA list</source>
        <translation>AGA-Liste</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG-Lizenz</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA-ID</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a federation ClubRater knows (egd, ffg or aga).</source>
        <translation>„{text}“ ist kein Verband, den ClubRater kennt (egd, ffg oder aga).</translation>
    </message>
    <message>
        <source>{id_name} {id}</source>
        <translation>{id_name} {id}</translation>
    </message>
    <message>
        <source>no rank</source>
        <translation>kein Rang</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} vom {date}: {players} Spieler</translation>
    </message>
    <message>
        <source>{list}: {players} players</source>
        <translation>{list}: {players} Spieler</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a list reference like egd:12345678, ffg:9361003 or aga:15648.</source>
        <translation>„{text}“ ist keine Listenangabe wie egd:12345678, ffg:9361003 oder aga:15648.</translation>
    </message>
</context>
<context>
    <name>RatingLists</name>
    <message>
        <source>differs</source>
        <extracomment>Compare with list: the player&apos;s details differ from the list&apos;s.</extracomment>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>ambiguous: several in the list</source>
        <extracomment>Compare with list: several entries of the list could be this player.</extracomment>
        <translation>mehrdeutig: mehrere in der Liste</translation>
    </message>
    <message>
        <source>ID not in the list</source>
        <translation>ID nicht in der Liste</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>EGD list</source>
        <extracomment>The European Go Database&apos;s rating list.</extracomment>
        <translation>EGD-Liste</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <extracomment>The French Go Federation&apos;s rating list (&quot;échelle FFG&quot;).</extracomment>
        <translation>FFG-Liste</translation>
    </message>
    <message>
        <source>AGA list</source>
        <extracomment>The American Go Association&apos;s rating list.</extracomment>
        <translation>AGA-Liste</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <extracomment>A player&apos;s number in the European Go Database.</extracomment>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s French Go Federation licence number.</extracomment>
        <translation>FFG-Lizenz</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA-ID</translation>
    </message>
    <message>
        <source>{holder} is already in the player list with {id_name} {id}.</source>
        <extracomment>{id_name} is &quot;EGD PIN&quot;, &quot;FFG licence&quot; or &quot;AGA ID&quot;; {id} the number.</extracomment>
        <translation>{holder} steht schon mit {id_name} {id} in der Spielerliste.</translation>
    </message>
    <message>
        <source>From the {list}: {entry}</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {entry} the entry&apos;s details.</extracomment>
        <translation>Aus der {list}: {entry}</translation>
    </message>
    <message>
        <source>The form starts him at {start}, the grade he declared in the list; {shown} is the rank his rating ({rating}) stands for. Type {shown} as the rank to start him there instead.</source>
        <extracomment>{start} and {shown} are kyu/dan ranks (5k, 6k); {rating} the list&apos;s rating (GoR 1532, FFG -870, AGA -5.5).</extracomment>
        <translation>Das Formular setzt ihn auf {start}, die Stärke, die er in der Liste angegeben hat; {shown} ist der Rang, für den seine Wertung ({rating}) steht. Geben Sie {shown} als Rang ein, um ihn dort beginnen zu lassen.</translation>
    </message>
    <message>
        <source>Add {name} from the {list}</source>
        <extracomment>An undo command&apos;s name: &quot;Add Anna Novak from the EGD list&quot;.</extracomment>
        <translation>{name} aus der {list} hinzufügen</translation>
    </message>
    <message>
        <source>Store IDs and ratings from the {list}</source>
        <extracomment>An undo command&apos;s name.</extracomment>
        <translation>IDs und Wertungen aus der {list} übernehmen</translation>
    </message>
    <message>
        <source>Download a rating list</source>
        <translation>Rating-Liste herunterladen</translation>
    </message>
    <message>
        <source>Downloading the {list} from {url}…</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {url} the web address.</extracomment>
        <translation>{list} wird von {url} heruntergeladen…</translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <extracomment>Column title: the player&apos;s GoR in the European Go Database.</extracomment>
        <translation>EGD-GoR</translation>
    </message>
    <message>
        <source>FFG rating</source>
        <extracomment>Column title: the player&apos;s rating in the French Go Federation&apos;s ladder.</extracomment>
        <translation>FFG-Wertung</translation>
    </message>
    <message>
        <source>AGA rating</source>
        <extracomment>Column title: the player&apos;s American Go Association rating.</extracomment>
        <translation>AGA-Wertung</translation>
    </message>
</context>
<context>
    <name>RatingSystems</name>
    <message>
        <source>SAGC rank and index</source>
        <extracomment>Rating system: South African Go Clubs&apos; kyu/dan rank with an index (0..999) within the rank.</extracomment>
        <translation>SAGC-Rang und -Index</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed from 1998 to 2020.</extracomment>
        <translation>EGF-GoR (klassisch, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed since 2021.</extracomment>
        <translation>EGF-GoR (seit 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <extracomment>Rating system: the Federation of European Shogi Associations&apos; Elo with shogi kyu/dan grades.</extracomment>
        <translation>FESA-Elo (Shogi)</translation>
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
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column title: a player&apos;s kyu/dan grade, not a position in the list.</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column title: a shogi player&apos;s kyu/dan grade as FESA lists it.</extracomment>
        <translation>FESA-Grad</translation>
    </message>
    <message>
        <source>index</source>
        <comment>mid-sentence</comment>
        <extracomment>The SAGC index in the middle of a sentence (&quot;3k, index 512&quot;); lower case where the language wants it.</extracomment>
        <translation>Index</translation>
    </message>
    <message>
        <source>even</source>
        <comment>no handicap</comment>
        <extracomment>No handicap: an even game.</extracomment>
        <translation>ohne Vorgabe</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <source>not rated</source>
        <translation>nicht gewertet</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>B</source>
        <comment>record sheet: Black</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was Black. One word (&quot;Black&quot;), not a letter.</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>W</source>
        <comment>record sheet: White</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was White. One word (&quot;White&quot;), not a letter.</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: a drawn shogi game</comment>
        <extracomment>A shogi record sheet&apos;s winner cell: the game was drawn (no winner). One word.</extracomment>
        <translation>Remis</translation>
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
        <translation>Leistungswertung</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>Record sheet comment (EGF): the player&apos;s rating was set to the starting rating of the rank they now profess.</extracomment>
        <translation>Wertung auf den neuen Rang zurückgesetzt</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <extracomment>Record sheet comment (EGF): what the player lost at this event was limited to 100 GoR points.</extracomment>
        <translation>Verlust im Turnier auf 100 begrenzt</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <extracomment>Record sheet comment (EGF): the rating is at its lowest possible value.</extracomment>
        <translation>Wertung an der Untergrenze</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no shogi grade</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>Record sheet comment (shogi): the player&apos;s FESA grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>Grad {before} → {after}</translation>
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
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Art</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event of the game.</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>row check</comment>
        <extracomment>Column title: what the check of the row says (ready, or what is wrong).</extracomment>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>the same two players are also on row(s) {rows}</source>
        <extracomment>A warning in the row&apos;s check; {rows} lists the other row numbers (&quot;3, 5&quot;).</extracomment>
        <translation>dieselben zwei Spieler stehen auch in Zeile {rows}</translation>
    </message>
    <message>
        <source>Who played Black?</source>
        <translation>Wer hatte Schwarz?</translation>
    </message>
    <message>
        <source>Who played White?</source>
        <translation>Wer hatte Weiß?</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Did you mean {meant}? Add {name}? (Ctrl+Shift+A)</source>
        <extracomment>{meant} is the name of a player in the list that looks like the {name} typed.</extracomment>
        <translation>{name} steht nicht in der Spielerliste. Meinten Sie {meant}? {name} hinzufügen? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}? (Ctrl+Shift+A)</source>
        <translation>{name} steht nicht in der Spielerliste. {name} hinzufügen? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Derselbe Spieler kann nicht zugleich Schwarz und Weiß spielen.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Add it? (Ctrl+Shift+A)</source>
        <translation>Es gibt kein Turnier „{event}“. Hinzufügen? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {handicap}</source>
        <extracomment>A ready shogi row: &quot;✓ 3 Kyu v 1 Dan, Rook&quot; ({black} and {white} are grades, {handicap} the pieces).</extracomment>
        <translation>✓ {black} gegen {white}, {handicap}</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein Vorgabe</numerusform>
            <numerusform>%n Steine Vorgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {stones}, komi {komi}</source>
        <extracomment>A ready Go row: &quot;✓ 12k v 10k, 2 stones, komi 0.5&quot; ({black} and {white} are ranks).</extracomment>
        <translation>✓ {black} gegen {white}, {stones}, Komi {komi}</translation>
    </message>
    <message>
        <source>the stronger player ({rank}) is Black: colours swapped?</source>
        <extracomment>A warning: the stronger player usually takes White; {rank} is Black&apos;s kyu/dan rank.</extracomment>
        <translation>der stärkere Spieler ({rank}) hat Schwarz: Farben vertauscht?</translation>
    </message>
    <message>
        <source>a jigo with komi {komi} cannot happen: winner or komi mistyped?</source>
        <extracomment>A warning: a draw (jigo) is impossible when komi has half a point.</extracomment>
        <translation>ein Jigo ist mit Komi {komi} unmöglich: Sieger oder Komi vertippt?</translation>
    </message>
</context>
<context>
    <name>ReportMessages</name>
    <message numerus="yes">
        <source>{date}: %n game(s)</source>
        <translation>
            <numerusform>{date}: %n Partie</numerusform>
            <numerusform>{date}: %n Partien</numerusform>
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
        <translation>{standing} (zwischen {lower} und {upper})</translation>
    </message>
    <message>
        <source>adjustment to {standing}</source>
        <translation>Anpassung auf {standing}</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>, %n Stein</numerusform>
            <numerusform>, %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source> ({event})</source>
        <translation> ({event})</translation>
    </message>
    <message>
        <source>jigo against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>Jigo gegen {opponent} {rank} mit {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>won against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>gewonnen gegen {opponent} {rank} mit {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>lost against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>verloren gegen {opponent} {rank} mit {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>no result against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>kein Ergebnis gegen {opponent} {rank} mit {colour}{stones}{event}</translation>
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
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Copies of {file}, newest first. Restoring replaces the club file with the chosen copy; the current file is kept as one more backup first, so a restore can itself be undone.</source>
        <translation>Kopien von {file}, neueste zuerst. Beim Wiederherstellen wird die Vereinsdatei durch die gewählte Kopie ersetzt; die aktuelle Datei wird vorher als weitere Sicherung aufbewahrt, sodass sich auch eine Wiederherstellung rückgängig machen lässt.</translation>
    </message>
    <message>
        <source>Taken</source>
        <comment>column: when the backup was taken</comment>
        <extracomment>Column headings of the backups list: when the copy was taken, why, how many games it holds.</extracomment>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>column: why the backup was taken</comment>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: games in the backup</comment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>SafetyMessages</name>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>sie kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>it is not an SQLite file</source>
        <translation>sie ist keine SQLite-Datei</translation>
    </message>
    <message>
        <source>its integrity check reports damage in stored text</source>
        <translation>ihre Integritätsprüfung meldet Schäden in gespeichertem Text</translation>
    </message>
    <message>
        <source>The backup {file} was written by a newer ClubRater (schema {revision}); update ClubRater to restore it.</source>
        <translation>Die Sicherung {file} wurde von einem neueren ClubRater geschrieben (Schema {revision}); aktualisieren Sie ClubRater, um sie wiederherzustellen.</translation>
    </message>
    <message>
        <source>The backup {file}</source>
        <translation>Die Sicherung {file}</translation>
    </message>
    <message>
        <source>There is no backup {file}; `clubrater backups` lists the copies there are.</source>
        <translation>Es gibt keine Sicherung {file}; `clubrater backups` listet die vorhandenen Kopien auf.</translation>
    </message>
    <message>
        <source>{reason} Nothing was restored, and {file} is unchanged.</source>
        <translation>{reason} Es wurde nichts wiederhergestellt, und {file} ist unverändert.</translation>
    </message>
    <message>
        <source>The backup {file} is damaged or holds no club; choose another one.</source>
        <translation>Die Sicherung {file} ist beschädigt oder enthält keinen Verein; wählen Sie eine andere.</translation>
    </message>
    <message>
        <source>The backup {file} is a copy of another club, not of {club_file}; nothing was changed.</source>
        <translation>Die Sicherung {file} ist eine Kopie eines anderen Vereins, nicht von {club_file}; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The copy of {file} kept before restoring holds {kept} games instead of {before}; nothing was restored.</source>
        <translation>Die vor dem Wiederherstellen angelegte Kopie von {file} enthält {kept} Partien statt {before}; es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <source>Note: 1 record was changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>Hinweis: 1 Eintrag wurde seit dem letzten Schreiben durch ClubRater von einem anderen Programm geändert ({records}); ClubRater wertet die Einträge so, wie sie jetzt sind, und übernimmt sie mit seiner nächsten Änderung.</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n records were changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>
            <numerusform>Hinweis: %n Eintrag wurde seit dem letzten Schreiben durch ClubRater von einem anderen Programm geändert ({records}); ClubRater wertet die Einträge so, wie sie jetzt sind, und übernimmt sie mit seiner nächsten Änderung.</numerusform>
            <numerusform>Hinweis: %n Einträge wurden seit dem letzten Schreiben durch ClubRater von einem anderen Programm geändert ({records}); ClubRater wertet die Einträge so, wie sie jetzt sind, und übernimmt sie mit seiner nächsten Änderung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: the ratings kept in the file to open it quickly were changed outside ClubRater or kept on another computer; they are not used, and the ratings are worked out afresh from the games.</source>
        <translation>Hinweis: Die in der Datei für ein schnelles Öffnen gespeicherten Wertungen wurden außerhalb von ClubRater geändert oder auf einem anderen Computer gespeichert; sie werden nicht verwendet, und die Wertungen werden neu aus den Partien berechnet.</translation>
    </message>
    <message>
        <source>{file} is intact: SQLite&apos;s integrity check and the checksum of every stored record agree.</source>
        <translation>{file} ist intakt: die Integritätsprüfung von SQLite und die Prüfsumme jedes gespeicherten Datensatzes stimmen überein.</translation>
    </message>
    <message>
        <source>{file} is damaged: {problems}.</source>
        <translation>{file} ist beschädigt: {problems}.</translation>
    </message>
    <message>
        <source>{file} passes SQLite&apos;s integrity check, but 1 stored record no longer matches what was typed: {records}.</source>
        <translation>{file} besteht die Integritätsprüfung von SQLite, aber 1 gespeicherter Datensatz stimmt nicht mehr mit dem Eingegebenen überein: {records}.</translation>
    </message>
    <message numerus="yes">
        <source>{file} passes SQLite&apos;s integrity check, but %n stored records no longer match what was typed: {records}.</source>
        <translation>
            <numerusform>{file} besteht die Integritätsprüfung von SQLite, aber %n gespeicherter Datensatz stimmt nicht mehr mit dem Eingegebenen überein: {records}.</numerusform>
            <numerusform>{file} besteht die Integritätsprüfung von SQLite, aber %n gespeicherte Datensätze stimmen nicht mehr mit dem Eingegebenen überein: {records}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored, so ClubRater does not open it.</source>
        <translation>{file} enthält ein Objekt, das ClubRater nicht anlegt ({objects}): Ein anderes Programm hat es hinzugefügt, und es könnte ändern, was gespeichert ist, daher öffnet ClubRater die Datei nicht.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored, so ClubRater does not open it.</source>
        <translation>
            <numerusform>{file} enthält %n Objekt, das ClubRater nicht anlegt ({objects}): Ein anderes Programm hat es hinzugefügt, und es könnte ändern, was gespeichert ist, daher öffnet ClubRater die Datei nicht.</numerusform>
            <numerusform>{file} enthält %n Objekte, die ClubRater nicht anlegt ({objects}): Ein anderes Programm hat sie hinzugefügt, und sie könnten ändern, was gespeichert ist, daher öffnet ClubRater die Datei nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, {games} Partien</translation>
    </message>
    <message>
        <source>{text} The newest backup whose records all hold is {file} ({taken:%Y-%m-%d %H:%M}{games}).</source>
        <translation>{text} Die neueste Sicherung, deren Datensätze alle intakt sind, ist {file} ({taken:%Y-%m-%d %H:%M}{games}).</translation>
    </message>
    <message>
        <source>{text} No backup beside it has all its records intact.</source>
        <translation>{text} Keine Sicherung daneben hat alle Datensätze intakt.</translation>
    </message>
</context>
<context>
    <name>SchemaMessages</name>
    <message>
        <source>the trigger &quot;{name}&quot; on {table}</source>
        <translation>der Trigger „{name}“ auf {table}</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot; on {table}</source>
        <translation>der Index „{name}“ auf {table}</translation>
    </message>
    <message>
        <source>the trigger &quot;{name}&quot;</source>
        <translation>der Trigger „{name}“</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot;</source>
        <translation>der Index „{name}“</translation>
    </message>
    <message>
        <source>the table &quot;{name}&quot;</source>
        <translation>die Tabelle „{name}“</translation>
    </message>
    <message>
        <source>the view &quot;{name}&quot;</source>
        <translation>die Sicht „{name}“</translation>
    </message>
    <message>
        <source>{name} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>{name} enthält ein Objekt, das ClubRater nicht anlegt ({objects}): Ein anderes Programm hat es hinzugefügt, und es könnte ändern, was gespeichert ist. `clubrater check` listet sie auf; stellen Sie eine Sicherung ohne sie wieder her.</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>
            <numerusform>{name} enthält %n Objekt, das ClubRater nicht anlegt ({objects}): Ein anderes Programm hat es hinzugefügt, und es könnte ändern, was gespeichert ist. `clubrater check` listet sie auf; stellen Sie eine Sicherung ohne sie wieder her.</numerusform>
            <numerusform>{name} enthält %n Objekte, die ClubRater nicht anlegt ({objects}): Ein anderes Programm hat sie hinzugefügt, und sie könnten ändern, was gespeichert ist. `clubrater check` listet sie auf; stellen Sie eine Sicherung ohne sie wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <source>{more} more</source>
        <translation>{more} weitere</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the objects named, before the last (&quot;the trigger &quot;a&quot;, the view &quot;b&quot; and ...&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The federation server is busy with another club&apos;s change; nothing was saved, try again.</source>
        <translation>Der Verbandsserver ist mit der Änderung eines anderen Vereins beschäftigt; es wurde nichts gespeichert, versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>&quot;{address}&quot; is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.</source>
        <translation>„{address}“ ist keine Datenbankadresse; schreiben Sie sie als postgresql://ROLLE@HOST:PORT/DATENBANK.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name is longer than 200 characters, the limit for every name; nothing was changed.</source>
        <translation>{doing} wurde abgelehnt: Ein Name ist länger als 200 Zeichen, die Grenze für jeden Namen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or note holds a control character (such as a terminal escape), which the federation database never stores; nothing was changed.</source>
        <translation>{doing} wurde abgelehnt: Ein Name oder eine Notiz enthält ein Steuerzeichen (etwa eine Terminal-Steuersequenz), das die Verbandsdatenbank nie speichert; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or value is longer than the federation database allows (200 characters for a name); nothing was changed.</source>
        <translation>{doing} wurde abgelehnt: Ein Name oder Wert ist länger, als die Verbandsdatenbank erlaubt (200 Zeichen für einen Namen); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: the entry order of games is set by the server alone. Nothing was changed.</source>
        <translation>Die Verbandsdatenbank hat {doing} abgelehnt: Die Eingabereihenfolge der Partien legt allein der Server fest. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The connection to the federation database at {where} was lost, so {doing} was not done; nothing was changed. Try again when the server is back.</source>
        <translation>Die Verbindung zur Verbandsdatenbank unter {where} ist abgebrochen, daher wurde {doing} nicht ausgeführt; es wurde nichts geändert. Versuchen Sie es wieder, wenn der Server zurück ist.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>Die Verbandsdatenbank hat {doing} abgelehnt: es gehört einem anderen Verein, und nur dessen Sekretär oder der Verbandsverantwortliche darf es ändern. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: your role may not do that (it is the federation officer&apos;s). Nothing was changed.</source>
        <translation>Die Verbandsdatenbank hat {doing} abgelehnt: Ihre Rolle darf das nicht (das ist Sache des Verbandsverantwortlichen). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} needs a club: the federation officer chooses the club he enters for. Nothing was changed.</source>
        <translation>{doing} braucht einen Verein: der Verbandsverantwortliche wählt den Verein, für den er einträgt. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} would store something twice (another secretary may have just entered it); nothing was changed.</source>
        <translation>{doing} würde etwas doppelt speichern (ein anderer Sekretär hat es vielleicht gerade eingetragen); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} refers to something another secretary has just removed or still uses; nothing was changed.</source>
        <translation>{doing} bezieht sich auf etwas, das ein anderer Sekretär gerade entfernt hat oder noch verwendet; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} on the federation database failed ({reason}); nothing was changed.</source>
        <translation>{doing} in der Verbandsdatenbank ist fehlgeschlagen ({reason}); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>reading the federation</source>
        <translation>das Lesen des Verbands</translation>
    </message>
    <message>
        <source>The database {where} holds other tables and is not a ClubRater federation database; nothing was changed.</source>
        <translation>Die Datenbank {where} enthält andere Tabellen und ist keine ClubRater-Verbandsdatenbank; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The database {where} is not a ClubRater federation database yet; `clubrater federation init --db URL` sets it up.</source>
        <translation>Die Datenbank {where} ist noch keine ClubRater-Verbandsdatenbank; `clubrater federation init --db URL` richtet sie ein.</translation>
    </message>
    <message>
        <source>The federation database {where} was set up by a newer ClubRater (schema {current}); update ClubRater to use it.</source>
        <translation>Die Verbandsdatenbank {where} wurde von einem neueren ClubRater eingerichtet (Schema {current}); aktualisieren Sie ClubRater, um sie zu verwenden.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading; the federation officer runs `clubrater federation init --db URL` with the new ClubRater.</source>
        <translation>Die Verbandsdatenbank {where} muss aktualisiert werden; der Verbandsverantwortliche führt `clubrater federation init --db URL` mit dem neuen ClubRater aus.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading, and only its owner (the federation officer) may do that: `clubrater federation init --db URL`.</source>
        <translation>Die Verbandsdatenbank {where} muss aktualisiert werden, und nur ihr Eigentümer (der Verbandsverantwortliche) darf das: `clubrater federation init --db URL`.</translation>
    </message>
    <message>
        <source>upgrading the federation database</source>
        <translation>das Aktualisieren der Verbandsdatenbank</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>das Speichern der Änderung</translation>
    </message>
    <message>
        <source>The federation database at {where} did not accept {who} with that password (or no password was given); nothing was opened.</source>
        <translation>Die Verbandsdatenbank unter {where} hat {who} mit diesem Passwort nicht angenommen (oder es wurde kein Passwort angegeben); es wurde nichts geöffnet.</translation>
    </message>
    <message>
        <source>There is no database {database} on the server at {host}:{port}.</source>
        <translation>Es gibt keine Datenbank {database} auf dem Server {host}:{port}.</translation>
    </message>
    <message>
        <source>The federation database at {where} cannot be reached ({reason}); is the server running, and is the address right?</source>
        <translation>Die Verbandsdatenbank unter {where} ist nicht erreichbar ({reason}); läuft der Server, und stimmt die Adresse?</translation>
    </message>
</context>
<context>
    <name>SessionMessages</name>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club database.</source>
        <translation>{path} gibt es schon; ClubRater überschreibt nie eine Vereinsdatenbank.</translation>
    </message>
    <message>
        <source>{path} has no club in it; create one with `clubrater init`.</source>
        <translation>{path} enthält keinen Verein; legen Sie einen mit `clubrater init` an.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Club settings</source>
        <translation>Vereinseinstellungen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>Vereins&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Wertungssystem:</translation>
    </message>
    <message>
        <source>Default &amp;komi:</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>Standard-&amp;Komi:</translation>
    </message>
    <message>
        <source>Komi of an even game; handicap games get 0.5 unless you type another.</source>
        <translation>Komi einer Partie ohne Vorgabe; Vorgabepartien erhalten 0,5, sofern Sie nichts anderes eingeben.</translation>
    </message>
    <message>
        <source>Handicap &amp;correction:</source>
        <extracomment>Club setting: ranks taken off the rank difference before handicap stones are given at club night.</extracomment>
        <translation>Vorgabe-&amp;Korrektur:</translation>
    </message>
    <message>
        <source>Handicap c&amp;eiling:</source>
        <extracomment>Club setting: the most handicap stones club-night pairing gives.</extracomment>
        <translation>Vorgabe-&amp;Höchstzahl:</translation>
    </message>
    <message>
        <source>Club night pairs: no stones for a rank difference of the correction plus one or less, else the difference less the correction, at most the ceiling.</source>
        <translation>Paarungen am Vereinsabend: keine Steine bei einem Rangunterschied bis Korrektur plus eins, sonst der Unterschied weniger der Korrektur, höchstens die Höchstzahl.</translation>
    </message>
    <message>
        <source>Default game &amp;type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free) a new game gets.</extracomment>
        <translation>Standard-Partie&amp;art:</translation>
    </message>
    <message>
        <source>Who is listed:</source>
        <translation>Wer aufgeführt wird:</translation>
    </message>
    <message>
        <source>Club file:</source>
        <translation>Vereinsdatei:</translation>
    </message>
    <message>
        <source>&amp;Window language:</source>
        <translation>&amp;Fenstersprache:</translation>
    </message>
    <message>
        <source>On this computer; the window changes as soon as you save.</source>
        <translation>Auf diesem Computer; das Fenster wechselt, sobald Sie speichern.</translation>
    </message>
    <message>
        <source>&amp;Printout language:</source>
        <extracomment>The language of the club&apos;s noticeboard printout, player reports and Excel workbook.</extracomment>
        <translation>&amp;Drucksprache:</translation>
    </message>
    <message>
        <source>The club&apos;s: the noticeboard, the player reports and the workbook.</source>
        <translation>Die des Vereins: für Aushang, Spielerberichte und Arbeitsmappe.</translation>
    </message>
    <message>
        <source>Every rating will be worked out again with this system; no game or player changes, and Undo switches back.</source>
        <translation>Alle Wertungen werden mit diesem System neu berechnet; keine Partie und kein Spieler ändert sich, und Rückgängig schaltet zurück.</translation>
    </message>
    <message>
        <source>The club needs a name.</source>
        <translation>Der Verein braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>SettingsMessages</name>
    <message>
        <source>The club needs a name.</source>
        <translation>Der Verein braucht einen Namen.</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>Name des Vereins</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The handicap correction must be between -9 and 9 ranks, not {correction}; nothing was changed.</source>
        <translation>Die Vorgabe-Korrektur muss zwischen -9 und 9 Rängen liegen, nicht {correction}; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The handicap ceiling must be between 0 and 9 stones, not {ceiling}; nothing was changed.</source>
        <translation>Die Obergrenze der Vorgabe muss zwischen 0 und 9 Steinen liegen, nicht {ceiling}; es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>none (club games)</source>
        <extracomment>Placeholder of the sheet&apos;s event box: the games belong to no event.</extracomment>
        <translation>keins (Vereinspartien)</translation>
    </message>
    <message>
        <source>Save the sheet (Ctrl+S)</source>
        <translation>Bogen speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Bogen leeren</translation>
    </message>
    <message>
        <source>Club &amp;night of</source>
        <extracomment>Label of the date box: the club evening the games were played on.</extracomment>
        <translation>Vereinsa&amp;bend vom</translation>
    </message>
    <message>
        <source>Game &amp;type</source>
        <translation>Partie&amp;art</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the sheet&apos;s games belong to.</extracomment>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>Type the games row after row as they are on the paper sheet: Black, White, handicap, komi, winner (B, W or J). Tab or Enter moves to the next box, and to the next row after the winner (type and event come from the settings above; go there with the arrow keys to change one row&apos;s). Grey values are filled in for you from the ranks and the settings; type over them to change them. Each row is checked as you go. Nothing is saved until you press Ctrl+S, and then every game is saved together.</source>
        <translation>Geben Sie die Partien Zeile für Zeile so ein, wie sie auf dem Papierbogen stehen: Schwarz, Weiß, Vorgabe, Komi, Sieger (B, W oder J). Tab oder Enter springt zum nächsten Feld und nach dem Sieger in die nächste Zeile (Art und Turnier kommen aus den Einstellungen oben; mit den Pfeiltasten gelangen Sie dorthin, um sie für eine einzelne Zeile zu ändern). Graue Werte werden aus den Rängen und Einstellungen für Sie ergänzt; überschreiben Sie sie, um sie zu ändern. Jede Zeile wird beim Tippen geprüft. Gespeichert wird erst, wenn Sie Ctrl+S drücken, und dann alle Partien zusammen.</translation>
    </message>
    <message>
        <source>A game of another night: Shift+Tab or Left from its empty Black box goes to its Date.</source>
        <extracomment>Said after the sheet&apos;s hint: how to give one row another date (the Date box is left of Black).</extracomment>
        <translation>Eine Partie eines anderen Abends: Umschalt+Tab oder Pfeil nach links aus ihrem leeren Feld Schwarz führt zu ihrem Datum.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ready to save</source>
        <translation>
            <numerusform>%n Partie bereit zum Speichern</numerusform>
            <numerusform>%n Partien bereit zum Speichern</numerusform>
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
            <numerusform>%n Zeile noch zu vervollständigen oder zu korrigieren</numerusform>
            <numerusform>%n Zeilen noch zu vervollständigen oder zu korrigieren</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is empty: click the first Black box and start typing.</source>
        <translation>Der Bogen ist leer: Klicken Sie in das erste Feld „Schwarz“ und beginnen Sie zu tippen.</translation>
    </message>
    <message>
        <source>Add {missing}…</source>
        <extracomment>A button: add the unknown player (a name) or the event (&quot;the event &quot;Cape Open&quot;&quot;).</extracomment>
        <translation>{missing} hinzufügen…</translation>
    </message>
    <message>
        <source>Row {row}: {message}</source>
        <translation>Zeile {row}: {message}</translation>
    </message>
    <message>
        <source>the event &quot;{event}&quot;</source>
        <translation>das Turnier „{event}“</translation>
    </message>
    <message>
        <source>The sheet is empty: type the games first.</source>
        <translation>Der Bogen ist leer: Geben Sie zuerst die Partien ein.</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n row(s) before the sheet can be saved (nothing was saved yet). Row {row}: {message}</source>
        <translation>
            <numerusform>Korrigieren Sie %n Zeile, bevor der Bogen gespeichert werden kann (noch ist nichts gespeichert). Zeile {row}: {message}</numerusform>
            <numerusform>Korrigieren Sie %n Zeilen, bevor der Bogen gespeichert werden kann (noch ist nichts gespeichert). Zeile {row}: {message}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter a record sheet of %n game(s)</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Enter a record sheet of 12 games&quot;).</extracomment>
        <translation>
            <numerusform>Spielbogen mit %n Partie eintragen</numerusform>
            <numerusform>Spielbogen mit %n Partien eintragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <extracomment>The first and the last day of the sheet&apos;s games.</extracomment>
        <translation>{first} bis {last}</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) of {when}. The standings and the games list show them now; Ctrl+Z takes the whole sheet back.</source>
        <extracomment>{when} is a day (&quot;04.03.2025&quot;: the window&apos;s date form) or &quot;04.03.2025 to 11.03.2025&quot;.</extracomment>
        <translation>
            <numerusform>%n Partie vom {when} gespeichert. Rangliste und Partienliste zeigen sie jetzt; Ctrl+Z nimmt den ganzen Bogen zurück.</numerusform>
            <numerusform>%n Partien vom {when} gespeichert. Rangliste und Partienliste zeigen sie jetzt; Ctrl+Z nimmt den ganzen Bogen zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear every row of the sheet? The games typed here are not saved yet.</source>
        <translation>Alle Zeilen des Bogens leeren? Die hier eingegebenen Partien sind noch nicht gespeichert.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
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
        <translation>Lanze</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>Shogi handicap: without the bishop (角落ち).</extracomment>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>Shogi handicap: without the rook (飛車落ち).</extracomment>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <extracomment>Shogi handicap: without rook and lance (飛香落ち).</extracomment>
        <translation>Turm und Lanze</translation>
    </message>
    <message>
        <source>2 pieces</source>
        <extracomment>Shogi handicap: without rook and bishop (二枚落ち).</extracomment>
        <translation>2 Figuren</translation>
    </message>
    <message>
        <source>4 pieces</source>
        <extracomment>Shogi handicap: 四枚落ち.</extracomment>
        <translation>4 Figuren</translation>
    </message>
    <message>
        <source>5 pieces</source>
        <extracomment>Shogi handicap: 五枚落ち.</extracomment>
        <translation>5 Figuren</translation>
    </message>
    <message>
        <source>6 pieces</source>
        <extracomment>Shogi handicap: 六枚落ち.</extracomment>
        <translation>6 Figuren</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A game&apos;s outcome: a draw (Go: jigo).</extracomment>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <extracomment>A game entered without a result.</extracomment>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>adjustment</source>
        <extracomment>A line of the record sheet where the secretary set the rank and rating by hand.</extracomment>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>adjustment: {note}</source>
        <extracomment>An adjustment&apos;s line; {note} is the secretary&apos;s note.</extracomment>
        <translation>Korrektur: {note}</translation>
    </message>
    <message>
        <source>Club games</source>
        <extracomment>The player&apos;s per-event table: the rated club games of one day (not a tournament).</extracomment>
        <translation>Vereinspartien</translation>
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
        <translation>Turnier</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>freundschaftlich</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent}, {change} → {rank} {value}</source>
        <extracomment>A point of a player&apos;s chart: &quot;2026-11-20: won against Sipho Dlamini, +120 → 11k 250&quot;.</extracomment>
        <translation>{date}: {outcome} gegen {opponent}, {change} → {rank} {value}</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>What the rating engine flagged about a game (EGF).</extracomment>
        <translation>Wertung auf den neuen Rang zurückgesetzt</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <translation>Verlust im Turnier auf 100 begrenzt</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <translation>Wertung an der Untergrenze</translation>
    </message>
    <message>
        <source>performance rating</source>
        <extracomment>FESA: the game was rated by performance rating (a new player&apos;s first tournaments).</extracomment>
        <translation>Leistungswertung</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>FESA: the grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>Grad {before} → {after}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade</comment>
        <extracomment>FESA: no grade (yet).</extracomment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>expected score</source>
        <extracomment>Se: the EGF expected score of the game.</extracomment>
        <translation>erwartetes Ergebnis</translation>
    </message>
    <message>
        <source>result</source>
        <extracomment>S: the game&apos;s result as a score (1, 0.5, 0).</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>con</source>
        <extracomment>con: the EGF system&apos;s factor (keep &quot;con&quot; unless your federation says otherwise).</extracomment>
        <translation>con</translation>
    </message>
    <message>
        <source>anti-deflation bonus</source>
        <extracomment>EGF 2021&apos;s bonus against deflation.</extracomment>
        <translation>Bonus gegen Deflation</translation>
    </message>
    <message>
        <source>bonus</source>
        <extracomment>The symbol of that bonus in the formula (the rule sentence says &quot;+ bonus&quot;).</extracomment>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>class weight</source>
        <extracomment>EGF: the tournament class&apos;s weight (A 1, B 0.75, ...).</extracomment>
        <translation>Klassengewicht</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <extracomment>{klass}: the tournament class, A to D.</extracomment>
        <translation>Klasse {klass}</translation>
    </message>
    <message>
        <source>{rating} against {opponent}</source>
        <extracomment>The two ratings a game was rated from: 2034 against 1987.</extracomment>
        <translation>{rating} gegen {opponent}</translation>
    </message>
    <message>
        <source>, +{points} for the stones</source>
        <extracomment>EGF: a handicap game&apos;s bonus for the player taking stones, in rating points.</extracomment>
        <translation>, +{points} für die Vorgabesteine</translation>
    </message>
    <message>
        <source>at {rating}</source>
        <extracomment>con (or K) as it was at the player&apos;s rating before the game: &quot;at 2034&quot;.</extracomment>
        <translation>bei {rating}</translation>
    </message>
    <message>
        <source>rated by performance rating (fewer than 9 games, or all wins or all losses so far): the tournament&apos;s rating is spread evenly over its games</source>
        <translation>nach Leistungswertung gewertet (weniger als 9 Partien, oder bisher nur Siege oder nur Niederlagen): die Wertung des Turniers wird gleichmäßig auf seine Partien verteilt</translation>
    </message>
    <message>
        <source>development bonus</source>
        <extracomment>FESA&apos;s development bonus for new players below 1800.</extracomment>
        <translation>Entwicklungsbonus</translation>
    </message>
    <message>
        <source>paid for the first 100 games below 1800</source>
        <translation>gezahlt für die ersten 100 Partien unter 1800</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>nicht gezahlt</translation>
    </message>
    <message>
        <source>upset rule: K × (opponent − rating) / 160 = {change}</source>
        <extracomment>FESA&apos;s rule when a player beats a stronger one by much (K, opponent and rating are the formula&apos;s terms).</extracomment>
        <translation>Überraschungsregel: K × (Gegner − Wertung) / 160 = {change}</translation>
    </message>
    <message>
        <source>, plus bonus {bonus} = {change}</source>
        <translation>, plus Bonus {bonus} = {change}</translation>
    </message>
    <message>
        <source>level factor</source>
        <extracomment>SAGC&apos;s factors (seed 001): LF, GSF, OF, GRF and HF are their symbols.</extracomment>
        <translation>Stufenfaktor</translation>
    </message>
    <message>
        <source>game status factor</source>
        <translation>Partiestatusfaktor</translation>
    </message>
    <message>
        <source>opponent factor</source>
        <translation>Gegnerfaktor</translation>
    </message>
    <message>
        <source>game result factor</source>
        <translation>Ergebnisfaktor</translation>
    </message>
    <message>
        <source>handicap factor</source>
        <translation>Vorgabefaktor</translation>
    </message>
    <message>
        <source>{outcome} in the {zone} zone, differential {differential} ({x} − {opponent_x} − {stones} stones received)</source>
        <extracomment>GRF&apos;s note: &quot;win in the promotion zone, differential +1 (3 − 2 − 0 stones received)&quot;.</extracomment>
        <translation>{outcome} in der {zone}zone, Differenz {differential} ({x} − {opponent_x} − {stones} erhaltene Steine)</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>promotion</source>
        <extracomment>The SAGC zones: the index at or above 0 (promotion zone) or below (demotion zone).</extracomment>
        <translation>Aufstiegs</translation>
    </message>
    <message>
        <source>demotion</source>
        <translation>Abstiegs</translation>
    </message>
    <message>
        <source>effective handicap {stones}</source>
        <extracomment>SAGC&apos;s handicap factor&apos;s note: stones less a komi adjustment.</extracomment>
        <translation>effektive Vorgabe {stones}</translation>
    </message>
    <message>
        <source>= {product}, truncated to {change}</source>
        <extracomment>The product of the factors and the change it makes: &quot;= 499.44, truncated to 499&quot;.</extracomment>
        <translation>= {product}, abgeschnitten auf {change}</translation>
    </message>
    <message>
        <source>past +999: promoted to {rank} with index 0</source>
        <translation>über +999: Aufstieg auf {rank} mit Index 0</translation>
    </message>
    <message>
        <source>past -999: demoted to {rank} with index 0</source>
        <translation>unter -999: Abstieg auf {rank} mit Index 0</translation>
    </message>
    <message>
        <source>the loss stops at the floor {floor}: index {before} → {after}</source>
        <translation>die Niederlage endet an der Grenze {floor}: Index {before} → {after}</translation>
    </message>
    <message>
        <source>index {before} → {after} (the index stops at +999)</source>
        <translation>Index {before} → {after} (der Index endet bei +999)</translation>
    </message>
    <message>
        <source>index {before} → {after}</source>
        <translation>Index {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in the previous ten games</source>
        <extracomment>OF&apos;s note: how often the opponent is among the player&apos;s previous ten games.</extracomment>
        <translation>
            <numerusform>%n-mal in den vorigen zehn Partien getroffen</numerusform>
            <numerusform>%n-mal in den vorigen zehn Partien getroffen</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>Column (and fact): a shogi player&apos;s FESA grade (kyu/dan).</extracomment>
        <translation>Grad</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column (and fact on a player&apos;s page): the kyu/dan rank of a Go player.</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The site&apos;s menu: the page with the rating list.</extracomment>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Last club night</source>
        <extracomment>The site&apos;s menu: the page with the games of the latest club evening.</extracomment>
        <translation>Letzter Spielabend</translation>
    </message>
    <message>
        <source>{system}. Published with ClubRater.</source>
        <extracomment>The footer of every page; {system} is the rating system&apos;s name, e.g. &quot;SAGC rank and index&quot;.</extracomment>
        <translation>{system}. Veröffentlicht mit ClubRater.</translation>
    </message>
    <message>
        <source>{club}: standings</source>
        <extracomment>The browser tab&apos;s title of the home page.</extracomment>
        <translation>{club}: Rangliste</translation>
    </message>
    <message>
        <source>Standings by {system}.</source>
        <translation>Rangliste nach {system}.</translation>
    </message>
    <message>
        <source>Newest game: {date}.</source>
        <translation>Neueste Partie: {date}.</translation>
    </message>
    <message>
        <source>Updated on {date}.</source>
        <extracomment>{date}: the day the site was published.</extracomment>
        <translation>Aktualisiert am {date}.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your index changed.</source>
        <translation>Prüfe deine eigenen Partien: Ein Klick auf deinen Namen zeigt deinen Spielbogen und warum sich dein Index geändert hat.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your GoR changed.</source>
        <translation>Prüfe deine eigenen Partien: Ein Klick auf deinen Namen zeigt deinen Spielbogen und warum sich deine GoR geändert hat.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your Elo changed.</source>
        <translation>Prüfe deine eigenen Partien: Ein Klick auf deinen Namen zeigt deinen Spielbogen und warum sich deine Elo geändert hat.</translation>
    </message>
    <message>
        <source>Find a player</source>
        <extracomment>The label of the search box above the standings.</extracomment>
        <translation>Spieler suchen</translation>
    </message>
    <message>
        <source>Name or club</source>
        <extracomment>Placeholder of the search box: what can be typed (a player&apos;s name or club).</extracomment>
        <translation>Name oder Verein</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column: position in the list (a few characters wide).</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Column: the number of games played.</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Column: the player&apos;s (home) club.</extracomment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Heading: the club&apos;s tournaments listed on the home page.</extracomment>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Last club night: {date}</source>
        <translation>Letzter Spielabend: {date}</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Partien.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Column: the round of a tournament game.</extracomment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Column: the player who had Black.</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Column: the player who had White.</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: who won the game (B+, W+, Jigo).</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>Column: the kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Art</translation>
    </message>
    <message>
        <source>Black&apos;s change</source>
        <translation>Änderung Schwarz</translation>
    </message>
    <message>
        <source>White&apos;s change</source>
        <translation>Änderung Weiß</translation>
    </message>
    <message>
        <source>{start} to {end}.</source>
        <extracomment>An event&apos;s dates: from {start} to {end}.</extracomment>
        <translation>{start} bis {end}.</translation>
    </message>
    <message>
        <source>Class {klass}.</source>
        <extracomment>An EGF tournament class (A, B, C or D).</extracomment>
        <translation>Klasse {klass}.</translation>
    </message>
    <message>
        <source>Not rated.</source>
        <translation>Nicht gewertet.</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: games won (a jigo counts half).</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Column: the rating before (the event, the game).</extracomment>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Column: how much the rating changed.</extracomment>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>After</source>
        <extracomment>Column: the rating after (the event, the game).</extracomment>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Heading of a player&apos;s rating chart.</extracomment>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>{name}: {value} over time</source>
        <extracomment>The chart&apos;s title (read aloud by screen readers); {value}: Index, GoR or Elo.</extracomment>
        <translation>{name}: {value} im Verlauf</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Heading: the player&apos;s results per tournament (EGF, FESA).</extracomment>
        <translation>Pro Turnier</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <translation>Spielbogen</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Column: Black or White (the player&apos;s stones).</extracomment>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Column of the SAGC record sheet: who won, B or W.</extracomment>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>GSF</source>
        <extracomment>Column: the SAGC game status factor (tournament 1.5, club 1, friendly 0.5, free 0); keep &quot;GSF&quot; if unsure.</extracomment>
        <translation>GSF</translation>
    </message>
    <message>
        <source>New index</source>
        <translation>Index neu</translation>
    </message>
    <message>
        <source>New rank</source>
        <translation>Rang neu</translation>
    </message>
    <message>
        <source>Comments</source>
        <extracomment>Column: the secretary&apos;s notes on a game.</extracomment>
        <translation>Bemerkungen</translation>
    </message>
    <message>
        <source>{rank} after</source>
        <extracomment>Column: the rank after the game (EGF); {rank} is the word for rank or grade.</extracomment>
        <translation>{rank} nachher</translation>
    </message>
    <message>
        <source>Why did my index change?</source>
        <translation>Warum hat sich mein Index geändert?</translation>
    </message>
    <message>
        <source>Why did my GoR change?</source>
        <translation>Warum hat sich meine GoR geändert?</translation>
    </message>
    <message>
        <source>Why did my Elo change?</source>
        <translation>Warum hat sich meine Elo geändert?</translation>
    </message>
    <message>
        <source>Change = level factor (LF) × game status factor (GSF) × opponent factor (OF) × game result factor (GRF) × handicap factor (HF), truncated toward zero; a loss stops at the next demotion floor.</source>
        <extracomment>SAGC&apos;s rule in one sentence (seed 001); the abbreviations are the record sheet&apos;s factors.</extracomment>
        <translation>Änderung = Stufenfaktor (LF) × Partiestatusfaktor (GSF) × Gegnerfaktor (OF) × Ergebnisfaktor (GRF) × Vorgabefaktor (HF), zur Null hin abgeschnitten; eine Niederlage endet an der nächsten Abstiegsgrenze.</translation>
    </message>
    <message>
        <source>Change = K × (result − expected score), plus the development bonus while it is paid; the tournament&apos;s total is rounded.</source>
        <extracomment>FESA&apos;s rule in one sentence.</extracomment>
        <translation>Änderung = K × (Ergebnis − erwartetes Ergebnis), plus der Entwicklungsbonus, solange er gezahlt wird; die Summe des Turniers wird gerundet.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se), on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF classic rule in one sentence.</extracomment>
        <translation>Änderung = Klassengewicht × con × (Ergebnis − erwartetes Ergebnis Se), auf den Wertungen vor dem Turnier; die Änderungen eines Turniers werden addiert.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se) + bonus, on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF 2021 rule in one sentence.</extracomment>
        <translation>Änderung = Klassengewicht × con × (Ergebnis − erwartetes Ergebnis Se) + Bonus, auf den Wertungen vor dem Turnier; die Änderungen eines Turniers werden addiert.</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>What the search box says under the standings: {shown} players of n listed are shown.</extracomment>
        <translation>
            <numerusform>{shown} von %n Spieler</numerusform>
            <numerusform>{shown} von %n Spielern</numerusform>
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
        <translation>{date}: {outcome} gegen {opponent} ({rank}):</translation>
    </message>
</context>
<context>
    <name>StandingsMessages</name>
    <message>
        <source>1 player is not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>1 Spieler steht nicht auf der aktuellen Liste (kein Turnier in den letzten 2 Jahren / 12 / 6 Monaten)</translation>
    </message>
    <message numerus="yes">
        <source>%n players are not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>
            <numerusform>%n Spieler steht nicht auf der aktuellen Liste (kein Turnier in den letzten 2 Jahren / 12 / 6 Monaten)</numerusform>
            <numerusform>%n Spieler stehen nicht auf der aktuellen Liste (kein Turnier in den letzten 2 Jahren / 12 / 6 Monaten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsRule</name>
    <message>
        <source>Every active player is listed. A player you mark inactive disappears from the standings but keeps their games and comes back when marked active again.</source>
        <translation>Jeder aktive Spieler wird aufgeführt. Ein Spieler, den Sie inaktiv setzen, verschwindet aus der Rangliste, behält aber seine Partien und erscheint wieder, sobald er wieder aktiv gesetzt wird.</translation>
    </message>
    <message>
        <source>As on the EGF rating list: dan players are listed for two years after their last rated game, 1k-10k for twelve months and weaker players for six months. Players you mark inactive are never listed.</source>
        <translation>Wie auf der EGF-Wertungsliste: Dan-Spieler werden bis zwei Jahre nach ihrer letzten gewerteten Partie aufgeführt, 1k-10k zwölf Monate und schwächere Spieler sechs Monate. Spieler, die Sie inaktiv setzen, werden nie aufgeführt.</translation>
    </message>
    <message>
        <source>Every active player with a rating is listed. A player you mark inactive disappears from the standings but keeps their games.</source>
        <translation>Jeder aktive Spieler mit einer Wertung wird aufgeführt. Ein Spieler, den Sie inaktiv setzen, verschwindet aus der Rangliste, behält aber seine Partien.</translation>
    </message>
</context>
<context>
    <name>StateMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Es gibt keinen Spieler Nummer {number}.</translation>
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
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Turnier</numerusform>
            <numerusform>%n Turniere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreMessages</name>
    <message>
        <source>{file} cannot be read until there is a little room beside it; nothing was changed.</source>
        <translation>{file} kann erst gelesen werden, wenn daneben etwas Platz ist; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} did not fit, and {file} was left as it was.</source>
        <translation>{doing} passte nicht mehr, und {file} blieb, wie es war.</translation>
    </message>
    <message>
        <source>{file} cannot be written (the file or its folder is read-only), so {doing} was not done; nothing was changed.</source>
        <translation>{file} kann nicht geschrieben werden (die Datei oder ihr Ordner ist schreibgeschützt), daher wurde {doing} nicht ausgeführt; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{doing} in {file} failed ({reason}); nothing was changed.</source>
        <translation>{doing} in {file} ist fehlgeschlagen ({reason}); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{path} is not a ClubRater database (it is not an SQLite file).</source>
        <translation>{path} ist keine ClubRater-Datenbank (es ist keine SQLite-Datei).</translation>
    </message>
    <message>
        <source>{path} is damaged and was not opened ({problems}).</source>
        <translation>{path} ist beschädigt und wurde nicht geöffnet ({problems}).</translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, {games} Partien</translation>
    </message>
    <message>
        <source>{message} The newest good backup is {file} ({taken:%Y-%m-%d %H:%M}{games}); File &gt; Restore backup puts it back.</source>
        <translation>{message} Die neueste gute Sicherung ist {file} ({taken:%Y-%m-%d %H:%M}{games}); Datei &gt; Sicherung wiederherstellen spielt sie zurück.</translation>
    </message>
    <message>
        <source>{message} There is no good backup beside it.</source>
        <translation>{message} Daneben gibt es keine gute Sicherung.</translation>
    </message>
    <message>
        <source>{path} cannot be read as a club database ({reason}).</source>
        <translation>{path} kann nicht als Vereinsdatenbank gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{path} is an SQLite file but not a ClubRater database.</source>
        <translation>{path} ist eine SQLite-Datei, aber keine ClubRater-Datenbank.</translation>
    </message>
    <message>
        <source>{path} was written by a newer ClubRater (schema {current}); update ClubRater to open it.</source>
        <translation>{path} wurde von einem neueren ClubRater geschrieben (Schema {current}); aktualisieren Sie ClubRater, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>{reason} It was not opened, and nothing was written to it.</source>
        <translation>{reason} Sie wurde nicht geöffnet, und es wurde nichts hineingeschrieben.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {file} needs upgrading, but no backup of it could be made first; nothing was changed. Free some space there and try again.</source>
        <translation>Der Datenträger mit {folder} ist voll: {file} muss aktualisiert werden, aber vorher ließ sich keine Sicherung anlegen; es wurde nichts geändert. Schaffen Sie dort etwas Platz und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>{file} needs upgrading, but no backup of it could be made first ({reason}); nothing was changed.</source>
        <translation>{file} muss aktualisiert werden, aber vorher ließ sich keine Sicherung anlegen ({reason}); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>There is no club database at {path}.</source>
        <translation>Unter {path} gibt es keine Vereinsdatenbank.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot create {file} there.</source>
        <translation>ClubRater kann in {folder} nicht schreiben und {file} dort daher nicht anlegen.</translation>
    </message>
    <message>
        <source>upgrading the file</source>
        <translation>das Aktualisieren der Datei</translation>
    </message>
    <message>
        <source>{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open.</source>
        <translation>{path} muss aktualisiert werden, bevor es gelesen werden kann; öffnen Sie es in ClubRater, wenn niemand sonst es geöffnet hat.</translation>
    </message>
    <message>
        <source>Upgrading {file} would break {links} links between records; it was left as it was.</source>
        <translation>Das Aktualisieren von {file} würde {links} Verknüpfungen zwischen Datensätzen zerstören; die Datei blieb, wie sie war.</translation>
    </message>
    <message>
        <source>{file} can be viewed and exported to another disk, but not changed; nothing was changed.</source>
        <translation>{file} kann angesehen und auf einen anderen Datenträger exportiert, aber nicht geändert werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{file} is read-only (the file or its folder cannot be written), so it can be viewed, exported and printed but not changed; nothing was changed.</source>
        <translation>{file} ist schreibgeschützt (die Datei oder ihr Ordner kann nicht geschrieben werden); sie kann angesehen, exportiert und gedruckt, aber nicht geändert werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{file} is open read-only because another ClubRater is using it; nothing was changed.</source>
        <translation>{file} ist schreibgeschützt geöffnet, weil ein anderer ClubRater die Datei benutzt; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>das Speichern der Änderung</translation>
    </message>
    <message>
        <source>reading the club</source>
        <translation>das Lesen des Vereins</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <source>Compare with list</source>
        <translation>Mit Liste vergleichen</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>The rating list to compare the club with.</extracomment>
        <translation>&amp;Liste:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Compared</source>
        <extracomment>Column title: how the player compares with the list (differs, ambiguous...).</extracomment>
        <translation>Vergleich</translation>
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
        <translation>In der Liste</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>Storing keeps each player&apos;s ID and the federation&apos;s rating beside the club&apos;s own; the club&apos;s ranks, ratings and history do not change. Ctrl+Z undoes it.</source>
        <translation>Beim Übernehmen werden ID und Verbandswertung jedes Spielers neben denen des Vereins gespeichert; Ränge, Wertungen und Verlauf des Vereins ändern sich nicht. Ctrl+Z macht es rückgängig.</translation>
    </message>
    <message>
        <source>&amp;Store IDs and ratings</source>
        <translation>IDs und Wertungen ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>&amp;Load a list file…</source>
        <translation>Listendatei la&amp;den…</translation>
    </message>
    <message>
        <source>Rating lists (*.html *.htm *.txt *.zip);;All files (*)</source>
        <extracomment>A file chooser&apos;s filter: keep the patterns in brackets as they are.</extracomment>
        <translation>Wertungslisten (*.html *.htm *.txt *.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>Wertungsliste laden</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Lade die Liste…</translation>
    </message>
    <message>
        <source>An older list?</source>
        <translation>Eine ältere Liste?</translation>
    </message>
    <message>
        <source>{reason} Replace it anyway?</source>
        <extracomment>{reason} says (from the controller) which list is older than the one kept.</extracomment>
        <translation>{reason} Trotzdem ersetzen?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep the newer list</source>
        <translation>Die neuere Liste behalten</translation>
    </message>
    <message>
        <source>The club keeps no rating list: load one first (clubrater list load FILE).</source>
        <translation>Der Verein hat keine Wertungsliste: Laden Sie zuerst eine (clubrater list load DATEI).</translation>
    </message>
    <message>
        <source>{what}: {ours} here, {theirs} in the list</source>
        <extracomment>One difference: &quot;{what}: {ours} here, {theirs} in the list&quot; ({what} is rank, club, rating...).</extracomment>
        <translation>{what}: {ours} hier, {theirs} in der Liste</translation>
    </message>
    <message>
        <source>{status} (by {how})</source>
        <extracomment>How the player was found in the list: &quot;(by name)&quot;, &quot;(by ID)&quot;.</extracomment>
        <translation>{status} (über {how})</translation>
    </message>
    <message>
        <source>{differ} differ, {ambiguous} ambiguous, {same} the same, {missing_id} with an ID not in the list, {unmatched} not found.</source>
        <extracomment>The comparison in numbers: players who differ, are ambiguous, are the same, have an ID not in the list, and were not found.</extracomment>
        <translation>{differ} weichen ab, {ambiguous} mehrdeutig, {same} gleich, {missing_id} mit einer ID, die nicht in der Liste steht, {unmatched} nicht gefunden.</translation>
    </message>
    <message>
        <source>Stored. The club&apos;s own ranks and ratings are unchanged.</source>
        <translation>Übernommen. Die eigenen Ränge und Wertungen des Vereins sind unverändert.</translation>
    </message>
</context>
<context>
    <name>SystemMessages</name>
    <message>
        <source>&quot;{key}&quot; is not a rating system ClubRater knows ({known}).</source>
        <translation>„{key}“ ist kein Wertungssystem, das ClubRater kennt ({known}).</translation>
    </message>
    <message>
        <source>The {system} engine is not available in this version.</source>
        <translation>Die {system}-Berechnung ist in dieser Version nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>TableMessages</name>
    <message>
        <source>rating</source>
        <comment>a column of a players file</comment>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>index</source>
        <comment>a column of a players file: the SAGC index</comment>
        <translation>Index</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>Anpassung: {problem}</translation>
    </message>
    <message>
        <source>This does not look like a {what} file: it has no {columns} column (line 1 has {shown}). The columns are described in the ClubRater README.</source>
        <translation>Das sieht nicht nach einer {what}-Datei aus: sie hat keine Spalte {columns} (Zeile 1 hat {shown}). Die Spalten sind in der README von ClubRater beschrieben.</translation>
    </message>
    <message>
        <source>{name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.</source>
        <translation>{name} ist eine Excel-Datei im alten Format (.xls); speichern Sie sie als .xlsx oder .csv und importieren Sie diese.</translation>
    </message>
    <message>
        <source>{name} is a spreadsheet, not a CSV file; give it the .xlsx ending.</source>
        <translation>{name} ist eine Tabellenkalkulation, keine CSV-Datei; geben Sie ihr die Endung .xlsx.</translation>
    </message>
    <message>
        <source>{name} is not a text (CSV) file.</source>
        <translation>{name} ist keine Textdatei (CSV).</translation>
    </message>
    <message>
        <source>{path} cannot be opened: {reason}.</source>
        <translation>{path} kann nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} ist leer.</translation>
    </message>
    <message>
        <source>{name} line 1 cannot be read as CSV ({reason}).</source>
        <translation>{name}: Zeile 1 kann nicht als CSV gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{name} line {line} cannot be read as CSV ({reason}).</source>
        <translation>{name}: Zeile {line} kann nicht als CSV gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{name} is not read: it would unpack to {unpacked} from {packed} ({times} times its size), which no club&apos;s workbook does (a damaged file or a zip bomb); nothing was read.</source>
        <translation>{name} wird nicht gelesen: sie würde sich von {packed} auf {unpacked} entpacken ({times}-mal ihre Größe), was keine Arbeitsmappe eines Vereins tut (eine beschädigte Datei oder eine Zip-Bombe); es wurde nichts gelesen.</translation>
    </message>
    <message>
        <source>{name} is password-protected or an old .xls workbook; remove the password (or save as .xlsx) and import again.</source>
        <translation>{name} ist passwortgeschützt oder eine alte .xls-Arbeitsmappe; entfernen Sie das Passwort (oder speichern Sie als .xlsx) und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>{name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that.</source>
        <translation>{name} ist keine Excel-Arbeitsmappe (vielleicht eine andere, in .xlsx umbenannte Datei oder ein beschädigter Download); es wurde nichts gelesen. Speichern Sie sie aus Excel oder LibreOffice als .xlsx oder .csv und importieren Sie diese.</translation>
    </message>
    <message>
        <source>{name} is not a readable Excel workbook ({reason}); nothing was read.</source>
        <translation>{name} ist keine lesbare Excel-Arbeitsmappe ({reason}); es wurde nichts gelesen.</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read as an Excel workbook; nothing was read.</source>
        <translation>{name} ist beschädigt und kann nicht als Excel-Arbeitsmappe gelesen werden; es wurde nichts gelesen.</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;{sheet}&quot; (it has {sheets}).</source>
        <translation>{name} hat kein Blatt namens „{sheet}“ (es hat {sheets}).</translation>
    </message>
    <message>
        <source>The sheet &quot;{title}&quot; of {name} is empty.</source>
        <translation>Das Blatt „{title}“ von {name} ist leer.</translation>
    </message>
    <message>
        <source>The sheet &quot;{sheet}&quot; of {name} has other columns than &quot;{first}&quot; ({columns} instead of {expected}); nothing was read.</source>
        <translation>Das Blatt „{sheet}“ von {name} hat andere Spalten als „{first}“ ({columns} statt {expected}); es wurde nichts gelesen.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>line {line} of sheet &quot;{sheet}&quot;</source>
        <translation>Zeile {line} des Blatts „{sheet}“</translation>
    </message>
    <message>
        <source>{name} is damaged after {where}; nothing was read.</source>
        <translation>{name} ist nach {where} beschädigt; es wurde nichts gelesen.</translation>
    </message>
    <message>
        <source>the date cell holds Excel&apos;s day 60, the 29 February 1900 that never was (Excel counts it, the calendar does not); type the date meant as YYYY-MM-DD</source>
        <translation>die Datumszelle enthält Excels Tag 60, den 29. Februar 1900, den es nie gab (Excel zählt ihn mit, der Kalender nicht); geben Sie das gemeinte Datum als JJJJ-MM-TT ein</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is text with day and month in a local order; write it as YYYY-MM-DD ({meant}) or make the cell a real date</source>
        <translation>Datum „{text}“ ist Text mit Tag und Monat in einer örtlichen Reihenfolge; schreiben Sie es als JJJJ-MM-TT ({meant}) oder machen Sie die Zelle zu einem echten Datum</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>Datum „{text}“ ist kein Datum (schreiben Sie es als JJJJ-MM-TT, z. B. 2025-03-14)</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a whole number</source>
        <translation>{what} „{text}“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{what} {n} is not between {lo} and {hi}</source>
        <translation>{what} {n} liegt nicht zwischen {lo} und {hi}</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a number</source>
        <translation>{what} „{text}“ ist keine Zahl</translation>
    </message>
    <message>
        <source>players</source>
        <comment>a kind of file</comment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>der Rang ist leer</translation>
    </message>
    <message>
        <source>there is no rank column</source>
        <translation>es gibt keine Rangspalte</translation>
    </message>
    <message>
        <source>active &quot;{active}&quot; is not yes or no</source>
        <translation>aktiv „{active}“ ist nicht ja oder nein</translation>
    </message>
    <message>
        <source>adjustments</source>
        <comment>a kind of file</comment>
        <translation>Anpassungen</translation>
    </message>
    <message>
        <source>adjustment: the player is empty</source>
        <translation>Anpassung: der Spieler ist leer</translation>
    </message>
    <message>
        <source>games</source>
        <comment>a kind of file</comment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>the date is empty</source>
        <translation>das Datum ist leer</translation>
    </message>
    <message>
        <source>the black player is empty</source>
        <translation>der Spieler mit Schwarz ist leer</translation>
    </message>
    <message>
        <source>the white player is empty</source>
        <translation>der Spieler mit Weiß ist leer</translation>
    </message>
    <message>
        <source>same player on both sides (&quot;{name}&quot;)</source>
        <translation>derselbe Spieler auf beiden Seiten („{name}“)</translation>
    </message>
    <message>
        <source>the result is empty (B, W or J)</source>
        <translation>das Ergebnis ist leer (B, W oder J)</translation>
    </message>
    <message>
        <source>result &quot;{text}&quot; is not B, W or J</source>
        <translation>Ergebnis „{text}“ ist nicht B, W oder J</translation>
    </message>
    <message>
        <source>handicap</source>
        <comment>a column of a games file</comment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>komi</source>
        <comment>a column of a games file</comment>
        <translation>Komi</translation>
    </message>
    <message>
        <source>type &quot;{text}&quot; is not tournament, club, friendly or free</source>
        <translation>Art „{text}“ ist nicht tournament, club, friendly oder free</translation>
    </message>
    <message>
        <source>class &quot;{text}&quot; is not A, B, C or D</source>
        <translation>Klasse „{text}“ ist nicht A, B, C oder D</translation>
    </message>
    <message>
        <source>black rank: {problem}</source>
        <translation>Rang Schwarz: {problem}</translation>
    </message>
    <message>
        <source>white rank: {problem}</source>
        <translation>Rang Weiß: {problem}</translation>
    </message>
    <message>
        <source>round</source>
        <comment>a column of a games file</comment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;Players&quot; or &quot;Games&quot; (it has {sheets}).</source>
        <translation>{name} hat kein Blatt namens „Players“ oder „Games“ (es hat {sheets}).</translation>
    </message>
    <message>
        <source>{name} has no header row ClubRater recognises: line 1 should name the columns, such as name, rank (a players file) or date, black, white, result (a games file); it has {shown}.</source>
        <translation>{name} hat keine Kopfzeile, die ClubRater erkennt: Zeile 1 sollte die Spalten benennen, etwa name, rank (eine Spielerdatei) oder date, black, white, result (eine Partiedatei); sie hat {shown}.</translation>
    </message>
</context>
<context>
    <name>TextMessages</name>
    <message>
        <source>the {field} contains a terminal escape sequence</source>
        <translation>{field} enthält eine Terminal-Steuersequenz</translation>
    </message>
    <message>
        <source>the {field} contains the control character U+{code:04X}</source>
        <translation>{field} enthält das Steuerzeichen U+{code:04X}</translation>
    </message>
    <message>
        <source>the {field} is {length} characters long (at most {limit})</source>
        <translation>{field} ist {length} Zeichen lang (höchstens {limit})</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Redoing: {what}…</source>
        <translation>Wiederhole: {what}…</translation>
    </message>
    <message>
        <source>Undoing: {what}…</source>
        <translation>Mache rückgängig: {what}…</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Partie eintragen</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n game(s)</source>
        <translation>
            <numerusform>%n Partie eintragen</numerusform>
            <numerusform>%n Partien eintragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit a game</source>
        <translation>Partie bearbeiten</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Partie löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)</source>
        <translation>
            <numerusform>%n Partie löschen</numerusform>
            <numerusform>%n Partien löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>{name} hinzufügen</translation>
    </message>
    <message>
        <source>Merge {dropped} into {kept}</source>
        <translation>{dropped} mit {kept} zusammenführen</translation>
    </message>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Undo command text: a player&apos;s rank (or rating) was set by hand from a date on.</extracomment>
        <translation>{name} anpassen</translation>
    </message>
    <message>
        <source>Delete an adjustment</source>
        <translation>Anpassung löschen</translation>
    </message>
    <message>
        <source>Add the event {name}</source>
        <extracomment>&quot;event&quot;: a tournament or other occasion at which games were played.</extracomment>
        <translation>Turnier {name} hinzufügen</translation>
    </message>
    <message>
        <source>Delete the event {name}</source>
        <translation>Turnier {name} löschen</translation>
    </message>
    <message>
        <source>Edit an event</source>
        <translation>Turnier bearbeiten</translation>
    </message>
    <message>
        <source>Change the club settings</source>
        <translation>Vereinseinstellungen ändern</translation>
    </message>
</context>
<context>
    <name>UpdateListDialog</name>
    <message>
        <source>Download a rating list</source>
        <translation>Rating-Liste herunterladen</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>Which federation&apos;s rating list (EGD, FFG, AGA) to download.</extracomment>
        <translation>&amp;Liste:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <extracomment>The web address the list is downloaded from.</extracomment>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>The list is downloaded and kept in the club file in place of the one kept (as `clubrater list update` does); a changed address is remembered for the next time.</source>
        <translation>Die Liste wird heruntergeladen und anstelle der aufbewahrten in der Vereinsdatei gespeichert (wie bei `clubrater list update`); eine geänderte Adresse wird für das nächste Mal gemerkt.</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Herunterladen</translation>
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
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Weiß gewann</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>The federation database did not let you change {what}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>Die Verbandsdatenbank hat Ihnen nicht erlaubt, {what} zu ändern: Der Eintrag gehört einem anderen Verein, und nur dessen Sekretär oder der Verbandsverantwortliche darf ihn ändern. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{what} is no longer in the club (it was deleted); nothing was saved.</source>
        <translation>{what} ist nicht mehr im Verein (der Eintrag wurde gelöscht); es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} after you opened it; nothing was saved.</source>
        <translation>{what} wurde von {who} gelöscht, nachdem Sie den Eintrag geöffnet hatten; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} wurde um {time} von {who} gelöscht, nachdem Sie den Eintrag geöffnet hatten; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} wurde am {date} um {time} von {who} gelöscht, nachdem Sie den Eintrag geöffnet hatten; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} after you opened it; nothing was saved.</source>
        <translation>{what} wurde von {who} geändert, nachdem Sie den Eintrag geöffnet hatten; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} wurde um {time} von {who} geändert, nachdem Sie den Eintrag geöffnet hatten; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} wurde am {date} um {time} von {who} geändert, nachdem Sie den Eintrag geöffnet hatten; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{refusal} It now shows {now}.</source>
        <translation>{refusal} Jetzt steht dort: {now}.</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation>Turnier {number}</translation>
    </message>
    <message>
        <source>adjustment {number}</source>
        <translation>Anpassung {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot;</source>
        <translation>Das Turnier „{name}“</translation>
    </message>
    <message>
        <source>Event {number}</source>
        <translation>Turnier {number}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Anpassung {number}</translation>
    </message>
    <message>
        <source>another secretary</source>
        <translation>einem anderen Sekretär</translation>
    </message>
    <message>
        <source>the federation officer</source>
        <translation>dem Verbandsverantwortlichen</translation>
    </message>
    <message>
        <source>handicap {stones}</source>
        <translation>Vorgabe {stones}</translation>
    </message>
    <message>
        <source>komi {komi:g}</source>
        <translation>Komi {komi:g}</translation>
    </message>
    <message>
        <source>{pieces} handicap</source>
        <translation>Vorgabe {pieces}</translation>
    </message>
    <message>
        <source>{date}, {black} (B) - {white} (W)</source>
        <translation>{date}, {black} (S) – {white} (W)</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation>{start} bis {end}</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <translation>Klasse {klass}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>Index {index}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>Wertung {rating}</translation>
    </message>
    <message>
        <source>{player} set to {value} from {date}</source>
        <translation>{player} ab {date} auf {value} gesetzt</translation>
    </message>
</context>
<context>
    <name>Watch</name>
    <message>
        <source>Arrived: {what}</source>
        <translation>Eingetroffen: {what}</translation>
    </message>
    <message>
        <source>The federation server cannot be reached; what others save shows when it is back.</source>
        <translation>Der Verbandsserver ist nicht erreichbar; was andere speichern, erscheint, sobald er wieder da ist.</translation>
    </message>
    <message>
        <source>The federation server is back.</source>
        <translation>Der Verbandsserver ist wieder erreichbar.</translation>
    </message>
</context>
<context>
    <name>Website</name>
    <message>
        <source>Publish the club&apos;s website</source>
        <extracomment>The title of the question which member club&apos;s website to publish (on a federation server).</extracomment>
        <translation>Webseite des Vereins veröffentlichen</translation>
    </message>
    <message>
        <source>Publish the club&apos;s website into this folder</source>
        <translation>Die Webseite des Vereins in diesem Ordner veröffentlichen</translation>
    </message>
    <message>
        <source>Publishing the website…</source>
        <translation>Veröffentliche die Webseite…</translation>
    </message>
    <message>
        <source>Publish website</source>
        <translation>Webseite veröffentlichen</translation>
    </message>
    <message>
        <source>Published {club}&apos;s website to {folder} ({summary}). Upload the folder to the club&apos;s web space, or open index.html.</source>
        <extracomment>{summary} is the publisher&apos;s own count of pages written (&quot;12 player pages, ...&quot;).</extracomment>
        <translation>Webseite von {club} nach {folder} veröffentlicht ({summary}). Laden Sie den Ordner in den Webspace des Vereins hoch, oder öffnen Sie index.html.</translation>
    </message>
</context>
<context>
    <name>WeekCheck</name>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

To go back to that backup, use File &gt; Restore a backup (the file as it is now is kept as a backup too).</source>
        <translation>Die wöchentliche Prüfung von {name} durch ClubRater hat Schäden gefunden.

{found}

Um zu dieser Sicherung zurückzukehren, wählen Sie Datei &gt; Sicherung wiederherstellen (die Datei in ihrem jetzigen Zustand wird ebenfalls als Sicherung aufbewahrt).</translation>
    </message>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

Check the records named above against the paper sheets and correct them.</source>
        <translation>Die wöchentliche Prüfung von {name} durch ClubRater hat Schäden gefunden.

{found}

Vergleichen Sie die oben genannten Einträge mit den Papierbögen und korrigieren Sie sie.</translation>
    </message>
    <message>
        <source>The club file is damaged</source>
        <translation>Die Vereinsdatei ist beschädigt</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to ClubRater</source>
        <translation>Willkommen bei ClubRater</translation>
    </message>
    <message>
        <source>Ratings for your Go or shogi club: type in the week&apos;s record sheets and the standings, every player&apos;s record sheet and history follow at once.</source>
        <extracomment>&quot;record sheet&quot;: the paper (or screen) list of an evening&apos;s games, one game a row.</extracomment>
        <translation>Wertungen für Ihren Go- oder Shogi-Verein: Geben Sie die Spielbögen der Woche ein, und die Rangliste sowie Spielbogen und Verlauf jedes Spielers folgen sofort.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Einen neuen Verein anlegen</translation>
    </message>
    <message>
        <source>Give the club a name and choose how it rates its players. You can change both later.</source>
        <translation>Geben Sie dem Verein einen Namen und wählen Sie, wie er seine Spieler wertet. Beides lässt sich später ändern.</translation>
    </message>
    <message>
        <source>e.g. Cape Town Go Club</source>
        <extracomment>An example club name; use a club of the language&apos;s own country.</extracomment>
        <translation>z. B. Go-Club Leipzig</translation>
    </message>
    <message>
        <source>Choose where…</source>
        <translation>Ort wählen…</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>Vereins&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Wertungssystem:</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Gespeichert in:</translation>
    </message>
    <message>
        <source>Create the club</source>
        <translation>Verein anlegen</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Vereinsdatei öffnen</translation>
    </message>
    <message>
        <source>A club file (.sqlite) made by ClubRater, on this computer or a memory stick.</source>
        <translation>Eine von ClubRater angelegte Vereinsdatei (.sqlite), auf diesem Computer oder einem USB-Stick.</translation>
    </message>
    <message>
        <source>Recently used:</source>
        <translation>Zuletzt verwendet:</translation>
    </message>
    <message>
        <source>Open a club file…</source>
        <translation>Vereinsdatei öffnen…</translation>
    </message>
    <message>
        <source>Try the demo club</source>
        <translation>Demoverein ausprobieren</translation>
    </message>
    <message>
        <source>A made-up club with 40 players, two years of weekly club nights and two tournaments. Look around, type a record sheet, undo it: nothing you do there touches a real club.</source>
        <translation>Ein erfundener Verein mit 40 Spielern, zwei Jahren wöchentlicher Vereinsabende und zwei Turnieren. Sehen Sie sich um, geben Sie einen Spielbogen ein, machen Sie ihn rückgängig: Nichts davon berührt einen echten Verein.</translation>
    </message>
    <message>
        <source>the standings, sorted by rank and index</source>
        <extracomment>&quot;rank and index&quot;: SAGC&apos;s kyu/dan rank and the index (points) within it.</extracomment>
        <translation>die Rangliste nach Rang und Index</translation>
    </message>
    <message>
        <source>every player&apos;s record sheet and history chart</source>
        <translation>Spielbogen und Kurve jedes Spielers</translation>
    </message>
    <message>
        <source>a record sheet ready for this week&apos;s games</source>
        <translation>ein Spielbogen für diese Woche</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Demoverein öffnen</translation>
    </message>
    <message>
        <source>How a week goes</source>
        <translation>So läuft eine Woche</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Add the club&apos;s players with their ranks (Players &gt; Add player, Ctrl+Shift+N), or import a list you already have (File &gt; Import).</source>
        <translation>Erfassen Sie die Spieler des Vereins mit ihren Rängen (Spieler &gt; Spieler hinzufügen, Ctrl+Shift+N), oder importieren Sie eine vorhandene Liste (Datei &gt; Importieren).</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Vereinsabend</translation>
    </message>
    <message>
        <source>Type the evening&apos;s record sheet row by row (Ctrl+3): names complete as you type, handicap and komi are filled in, Ctrl+S saves.</source>
        <translation>Geben Sie den Spielbogen des Abends Zeile für Zeile ein (Ctrl+3): Namen werden beim Tippen ergänzt, Vorgabe und Komi ausgefüllt, Ctrl+S speichert.</translation>
    </message>
    <message>
        <source>Noticeboard</source>
        <translation>Aushang</translation>
    </message>
    <message>
        <source>The standings follow at once. Print them (Ctrl+P) or look up any player&apos;s record sheet and history (double-click).</source>
        <translation>Die Rangliste folgt sofort. Drucken Sie sie (Ctrl+P), oder sehen Sie sich Spielbogen und Verlauf jedes Spielers an (Doppelklick).</translation>
    </message>
    <message>
        <source>{n}. {step}</source>
        <comment>a numbered step</comment>
        <translation>{n}. {step}</translation>
    </message>
    <message>
        <source>Press F1 at any time for a short guide to entering games.</source>
        <translation>Drücken Sie jederzeit F1 für eine kurze Anleitung zum Eintragen von Partien.</translation>
    </message>
    <message>
        <source>Recently used (double-click to open):</source>
        <translation>Zuletzt verwendet (Doppelklick zum Öffnen):</translation>
    </message>
    <message>
        <source>No club opened yet.</source>
        <translation>Noch kein Verein geöffnet.</translation>
    </message>
    <message>
        <source>club</source>
        <comment>file name of a club without a name</comment>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Where should the club file be kept?</source>
        <translation>Wo soll die Vereinsdatei liegen?</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Vereinsdateien (*.sqlite)</translation>
    </message>
    <message>
        <source>Please give the club a name first.</source>
        <translation>Bitte geben Sie dem Verein zuerst einen Namen.</translation>
    </message>
</context>
<context>
    <name>WhatIfMessages</name>
    <message>
        <source>A player cannot play against themself; choose another opponent.</source>
        <translation>Ein Spieler kann nicht gegen sich selbst spielen; wählen Sie einen anderen Gegner.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is neither a player of the club nor a {what}.</source>
        <translation>„{text}“ ist weder ein Spieler des Vereins noch ein {what}.</translation>
    </message>
    <message>
        <source>&quot;{game_type}&quot; is not a game type (tournament, club, friendly, free).</source>
        <translation>„{game_type}“ ist keine Partieart (tournament, club, friendly, free).</translation>
    </message>
    <message>
        <source>A win now: {win:+d}, a loss: {loss:+d}, a jigo: {jigo:+d}.</source>
        <translation>Jetzt ein Sieg: {win:+d}, eine Niederlage: {loss:+d}, ein Jigo: {jigo:+d}.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row to {rank}.</source>
        <translation>
            <numerusform>%n Sieg in Folge bis {rank}.</numerusform>
            <numerusform>%n Siege in Folge bis {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No number of wins in a row against this opponent promotes (within 500 games).</source>
        <translation>Gegen diesen Gegner führt keine Siegesserie zum Aufstieg (innerhalb von 500 Partien).</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row to {rank}.</source>
        <translation>
            <numerusform>%n Niederlage in Folge bis {rank}.</numerusform>
            <numerusform>%n Niederlagen in Folge bis {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Losses against this opponent never demote.</source>
        <translation>Niederlagen gegen diesen Gegner führen nie zum Abstieg.</translation>
    </message>
    <message>
        <source>A win now: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>Jetzt ein Sieg: {win:+.1f}, eine Niederlage: {loss:+.1f}.</translation>
    </message>
    <message>
        <source>Next grade {grade}: {needs}.</source>
        <translation>Nächster Grad {grade}: {needs}.</translation>
    </message>
    <message>
        <source>At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>Bei einem Turnier der Klasse A ein Sieg: {win:+.1f}, eine Niederlage: {loss:+.1f}.</translation>
    </message>
    <message>
        <source>{rank} from GoR {rating}.</source>
        <translation>{rank} ab GoR {rating}.</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Es gibt keinen Spieler Nummer {number}.</translation>
    </message>
    <message>
        <source>{lb} (LB), {mp} (MP) or {ub} (UB) rating; now {rating}</source>
        <translation>Wertung {lb} (LB), {mp} (MP) oder {ub} (UB); jetzt {rating}</translation>
    </message>
    <message>
        <source>{more} more games before the usual routes apply (now {games})</source>
        <translation>noch {more} Partien, bevor die üblichen Wege gelten (jetzt {games})</translation>
    </message>
    <message>
        <source>at once at {ub} or above</source>
        <translation>sofort bei {ub} oder mehr</translation>
    </message>
    <message>
        <source>{games} games at {mp} or above ({so_far} so far)</source>
        <translation>{games} Partien bei {mp} oder mehr (bisher {so_far})</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far, MP reached)</source>
        <translation>{games} Partien bei {lb} oder mehr, nachdem einmal {mp} erreicht wurde (bisher {so_far}, MP erreicht)</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far)</source>
        <translation>{games} Partien bei {lb} oder mehr, nachdem einmal {mp} erreicht wurde (bisher {so_far})</translation>
    </message>
    <message>
        <source>and {games} games against players rated {rating} or more, more than one of them ({so_far} so far)</source>
        <translation>und {games} Partien gegen Spieler mit einer Wertung von {rating} oder mehr, mehr als eine davon ({so_far} bisher)</translation>
    </message>
    <message>
        <source>Handicap {handicap} is not between 0 and 9.</source>
        <translation>Vorgabe {handicap} liegt nicht zwischen 0 und 9.</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a player of the same rank</source>
        <translation>ein Spieler desselben Rangs</translation>
    </message>
    <message>
        <source>A player&apos;s name (that player every game) or a rank like 9k (a new player of that rank each game)</source>
        <extracomment>&quot;rank&quot;: a kyu/dan rank such as 9k (keep &quot;9k&quot; as it is typed).</extracomment>
        <translation>Name eines Spielers (jede Partie gegen ihn) oder ein Rang wie 9k (jede Partie gegen einen neuen Spieler dieses Rangs)</translation>
    </message>
    <message>
        <source>Handicap stones; the weaker player takes Black</source>
        <translation>Vorgabesteine; der schwächere Spieler nimmt Schwarz</translation>
    </message>
    <message>
        <source>What if, against:</source>
        <translation>Was wäre, wenn gegen:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>Vorgabe:</translation>
    </message>
    <message>
        <source>Game:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Partieart:</translation>
    </message>
</context>
<context>
    <name>WindowContext</name>
    <message>
        <source>Nothing was saved: correct the date, then save again.</source>
        <translation>Nichts wurde gespeichert: Datum korrigieren und erneut speichern.</translation>
    </message>
    <message>
        <source>Done: {what}. Ctrl+Z undoes it.</source>
        <extracomment>The status bar after a change; {what} is the undo command&apos;s name (&quot;Add player Sipho Dlamini&quot;).</extracomment>
        <translation>Erledigt: {what}. Ctrl+Z macht es rückgängig.</translation>
    </message>
    <message>
        <source>This is dated {day}, after tomorrow. Games are entered once they are played, and an adjustment dated ahead would already show as the rank today. Is the date right (and this computer&apos;s clock)? Save it all the same?</source>
        <extracomment>Asked before a game or adjustment dated after tomorrow is saved; {day} is its date (&quot;Sunday 28 November 2027&quot;).</extracomment>
        <translation>Das ist auf {day} datiert, nach morgen. Partien werden eingetragen, wenn sie gespielt sind, und eine vordatierte Anpassung würde schon heute als Rang erscheinen. Stimmt das Datum (und die Uhr dieses Computers)? Trotzdem speichern?</translation>
    </message>
    <message>
        <source>A date after tomorrow</source>
        <translation>Ein Datum nach morgen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Correct the date</source>
        <translation>Datum korrigieren</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Gelistet</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grad</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <translation>Früherer Grad</translation>
    </message>
    <message>
        <source>EGD pin</source>
        <translation>EGD-PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s number in the French federation&apos;s rating ladder (FFG), and his ID in the American one (AGA).</extracomment>
        <translation>FFG-Lizenz</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA-ID</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>Rang Schwarz</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>Rang Weiß</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Piece handicap</source>
        <translation>Figurenvorgabe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Rang vorher</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>Rang nachher</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Start-Rang</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Start-Wertung</translation>
    </message>
    <message>
        <source>Starting index</source>
        <translation>Start-Index</translation>
    </message>
    <message>
        <source>Starting grade</source>
        <translation>Start-Grad</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The workbook&apos;s sheet names (at most 31 characters, none of : / \ ? * [ ]).</extracomment>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Anpassungen</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): yes.</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): no.</extracomment>
        <translation>nein</translation>
    </message>
    <message>
        <source>won</source>
        <extracomment>A workbook cell (History: Result): the player won the game.</extracomment>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>A workbook cell (History: Result): the player lost the game.</extracomment>
        <translation>verloren</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A workbook cell (History: Result): a drawn Go game (jigo).</extracomment>
        <translation>Jigo</translation>
    </message>
</context>
<context>
    <name>_Reporter</name>
    <message numerus="yes">
        <source>%n error(s) so far; the log has each one.</source>
        <translation>
            <numerusform>Bisher %n Fehler; das Protokoll enthält jeden einzelnen.</numerusform>
            <numerusform>Bisher %n Fehler; das Protokoll enthält jeden einzelnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
</context>
</TS>
