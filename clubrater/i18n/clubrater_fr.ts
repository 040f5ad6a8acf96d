<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Set a player&apos;s rank or rating by hand from a date on.</extracomment>
        <translation>Ajuster {name}</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>{name} is now {value} {label} at {rank}. An adjustment sets a new starting point from its date on; games after it are re-rated.</source>
        <extracomment>&quot;{name} is now 1850 GoR at 3k&quot;: {value} is a number, {label} the rating&apos;s name (GoR, Elo, index), {rank} the kyu/dan rank or shogi grade.</extracomment>
        <translation>{name} a maintenant {value} {label} au niveau {rank}. Un ajustement fixe un nouveau point de départ à partir de sa date ; les parties suivantes sont recalculées.</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank, not a list position.</extracomment>
        <translation>&amp;Indice :</translation>
    </message>
    <message>
        <source>&amp;{label}:</source>
        <extracomment>{label}: the rating&apos;s name (GoR or Elo), as a form label.</extracomment>
        <translation>&amp;{label} :</translation>
    </message>
    <message>
        <source>why, e.g. &quot;SAGA list of March&quot;</source>
        <extracomment>The SAGA is the South African Go Association; translate the example freely.</extracomment>
        <translation>motif, p. ex. « échelle FFG de mars »</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>N&amp;ote :</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k or 2d.</source>
        <translation>« {text} » n&apos;est pas un niveau. Saisissez-le comme 12k ou 2d.</translation>
    </message>
</context>
<context>
    <name>BackupMessages</name>
    <message>
        <source>ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; the club file is unchanged.</source>
        <translation>ClubRater ne peut pas écrire dans {folder} (lecture seule) : aucune sauvegarde de {file} n&apos;a été faite ; le fichier de club est inchangé.</translation>
    </message>
    <message>
        <source>no backup of {file} was taken (the club file is unchanged).</source>
        <translation>aucune sauvegarde de {file} n&apos;a été faite (le fichier de club est inchangé).</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>daily copy</source>
        <extracomment>Why a backup of the club file was taken (a column of File &gt; Restore a backup).</extracomment>
        <translation>copie quotidienne</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>avant une mise à jour</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>avant une restauration</translation>
    </message>
    <message>
        <source>damaged file (kept as found)</source>
        <translation>fichier endommagé (conservé tel quel)</translation>
    </message>
    <message>
        <source>taken by hand</source>
        <translation>faite à la main</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>{taken} ({reason}, {games})</source>
        <translation>{taken} ({reason}, {games})</translation>
    </message>
    <message>
        <source>The backup was not restored: {file} is open in a ClubRater window. Close it there first.</source>
        <translation>La sauvegarde n&apos;a pas été restaurée : {file} est ouvert dans une fenêtre ClubRater. Fermez-le d&apos;abord dans cette fenêtre.</translation>
    </message>
    <message>
        <source>{file} is back as it was on {backup}.</source>
        <translation>{file} est revenu à son état du {backup}.</translation>
    </message>
    <message>
        <source>The file it replaced is kept as {file}.</source>
        <translation>Le fichier remplacé est conservé sous {file}.</translation>
    </message>
    <message>
        <source>There are no backups of {file} yet.</source>
        <translation>Il n&apos;y a pas encore de sauvegarde de {file}.</translation>
    </message>
    <message>
        <source>{file} is damaged, so ClubRater did not open it; nothing was written to it.</source>
        <translation>{file} est endommagé, ClubRater ne l&apos;a donc pas ouvert ; rien n&apos;y a été écrit.</translation>
    </message>
    <message>
        <source>Damaged club file</source>
        <translation>Fichier de club endommagé</translation>
    </message>
    <message>
        <source>There is no good backup beside it.</source>
        <translation>Il n&apos;y a aucune sauvegarde intacte à côté.</translation>
    </message>
    <message>
        <source>Other copies are listed under File &gt; Restore backup.</source>
        <translation>Les autres copies sont listées dans Fichier &gt; Restaurer une sauvegarde.</translation>
    </message>
    <message>
        <source>The newest good backup is from {backup}. Restore it?</source>
        <translation>La sauvegarde intacte la plus récente date du {backup}. La restaurer ?</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Restaurer cette sauvegarde</translation>
    </message>
    <message>
        <source>Choose another…</source>
        <translation>En choisir une autre…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>The backup was not restored: {reason}</source>
        <translation>La sauvegarde n&apos;a pas été restaurée : {reason}</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <extracomment>The calibration chart&apos;s horizontal axis.</extracomment>
        <translation>Chance prévue que Noir gagne</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>The calibration chart&apos;s vertical axis: how often Black really won, in percent.</extracomment>
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <source>Point at a dot to see its games.</source>
        <translation>Survolez un point pour voir ses parties.</translation>
    </message>
    <message>
        <source>{games} games: predicted {predicted} on average, Black won {observed} (95% interval {low} to {high})</source>
        <extracomment>What a dot of the calibration chart holds: {games} games, predicted and observed shares.</extracomment>
        <translation>{games} parties : prévision moyenne {predicted}, Noir a gagné {observed} (intervalle à 95 % : {low} à {high})</translation>
    </message>
</context>
<context>
    <name>CatchupMessages</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n tournoi</numerusform>
            <numerusform>%n tournois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n ajustement</numerusform>
            <numerusform>%n ajustements</numerusform>
        </translation>
    </message>
    <message>
        <source>{things} removed by {club}</source>
        <translation>{things} supprimé(s) par {club}</translation>
    </message>
    <message>
        <source>{things} from {club}</source>
        <translation>{things} de {club}</translation>
    </message>
</context>
<context>
    <name>CheckMessages</name>
    <message>
        <source>name</source>
        <comment>a field of a player</comment>
        <translation>nom</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a player</comment>
        <translation>club</translation>
    </message>
    <message>
        <source>country</source>
        <comment>a field of a player</comment>
        <translation>pays</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <comment>a field of a player</comment>
        <translation>PIN EGD</translation>
    </message>
    <message>
        <source>grade</source>
        <comment>a field of a player: a shogi grade</comment>
        <translation>grade</translation>
    </message>
    <message>
        <source>note</source>
        <comment>a field of a game</comment>
        <translation>note</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>nom du tournoi</translation>
    </message>
    <message>
        <source>place</source>
        <comment>a field of an event</comment>
        <translation>lieu</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>nom du club</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem} ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>le nom est vide</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list (home club {club})</source>
        <translation>le joueur « {name} » est déjà dans la liste des joueurs (club d&apos;origine {club})</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list</source>
        <translation>le joueur « {name} » est déjà dans la liste des joueurs</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; appears twice in the file</source>
        <translation>le joueur « {name} » figure deux fois dans le fichier</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>le joueur « {name} » n&apos;a pas de niveau</translation>
    </message>
    <message>
        <source>index {index} is not between -999 and +999</source>
        <translation>l&apos;index {index} n&apos;est pas entre -999 et +999</translation>
    </message>
    <message>
        <source>the black player is not in the player list</source>
        <translation>le joueur de Noir n&apos;est pas dans la liste des joueurs</translation>
    </message>
    <message>
        <source>the white player is not in the player list</source>
        <translation>le joueur de Blanc n&apos;est pas dans la liste des joueurs</translation>
    </message>
    <message>
        <source>the same player is on both sides</source>
        <translation>le même joueur est des deux côtés</translation>
    </message>
    <message>
        <source>handicap {handicap} is not between 0 and 9</source>
        <translation>le handicap {handicap} n&apos;est pas entre 0 et 9</translation>
    </message>
    <message>
        <source>the event does not exist</source>
        <translation>le tournoi n&apos;existe pas</translation>
    </message>
    <message>
        <source>class &quot;{klass}&quot; is not A, B, C or D</source>
        <translation>la classe « {klass} » n&apos;est pas A, B, C ou D</translation>
    </message>
    <message>
        <source>&quot;{pieces}&quot; is a shogi handicap, but this club plays Go</source>
        <translation>« {pieces} » est un handicap de shogi, mais ce club joue au go</translation>
    </message>
    <message>
        <source>a shogi game has no handicap stones ({stones}); give the handicap pieces instead</source>
        <translation>une partie de shogi n&apos;a pas de pierres de handicap ({stones}) ; indiquez plutôt les pièces de handicap</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>joueur inconnu « {name} »</translation>
    </message>
    <message>
        <source>same player on both sides</source>
        <translation>même joueur des deux côtés</translation>
    </message>
    <message>
        <source>black player&apos;s name</source>
        <translation>nom du joueur de Noir</translation>
    </message>
    <message>
        <source>white player&apos;s name</source>
        <translation>nom du joueur de Blanc</translation>
    </message>
    <message>
        <source>event</source>
        <comment>a field of a game</comment>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>{names} and {more} more</source>
        <translation>{names} et {more} autres</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have none</source>
        <translation>
            <numerusform>%n joueur n&apos;en a pas</numerusform>
            <numerusform>%n joueurs n&apos;en ont pas</numerusform>
        </translation>
    </message>
    <message>
        <source>1 player has none</source>
        <translation>1 joueur n&apos;en a pas</translation>
    </message>
    <message>
        <source>{system} needs every player&apos;s Go rank, and {lacking} ({shown}). Nothing was changed.</source>
        <translation>{system} a besoin du niveau de go de chaque joueur, et {lacking} ({shown}). Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The player &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Le joueur « {name} » dans {source} : {problem} ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>Le tournoi « {name} » dans {source} : {problem} ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>{what} in {source}: {problem}; nothing was pushed.</source>
        <translation>{what} dans {source} : {problem} ; rien n&apos;a été envoyé.</translation>
    </message>
</context>
<context>
    <name>ChecksumMessages</name>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>event</source>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ajustement</translation>
    </message>
    <message>
        <source>{record} {number} changed</source>
        <translation>{record} {number} modifié</translation>
    </message>
    <message>
        <source>{record} {number} added</source>
        <translation>{record} {number} ajouté</translation>
    </message>
    <message>
        <source>{record} {number} deleted</source>
        <translation>{record} {number} supprimé</translation>
    </message>
    <message>
        <source>{record} {number} is gone but was stored</source>
        <translation>{record} {number} a disparu alors qu&apos;il était enregistré</translation>
    </message>
    <message>
        <source>{record} {number} has no checksum</source>
        <translation>{record} {number} n&apos;a pas de somme de contrôle</translation>
    </message>
    <message>
        <source>{record} {number} does not match its checksum</source>
        <translation>{record} {number} ne correspond pas à sa somme de contrôle</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>et {more} autres</translation>
    </message>
</context>
<context>
    <name>CleaningMessages</name>
    <message>
        <source>&quot;{name}&quot;: took out invisible characters ({characters})</source>
        <translation>« {name} » : caractères invisibles retirés ({characters})</translation>
    </message>
</context>
<context>
    <name>ClubFilter</name>
    <message>
        <source>Show the players of one member club (ratings stay the federation&apos;s)</source>
        <translation>Afficher les joueurs d&apos;un club membre (les cotes restent celles de la fédération)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Tous les clubs</translation>
    </message>
</context>
<context>
    <name>ClubLock</name>
    <message>
        <source>Club file in use</source>
        <translation>Fichier de club déjà utilisé</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Ouvrir en lecture seule</translation>
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
        <translation>Table</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Blanc</translation>
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
        <translation>État</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>why this pair</comment>
        <extracomment>Column: why these two play each other.</extracomment>
        <translation>Pourquoi</translation>
    </message>
</context>
<context>
    <name>ClubNightPage</name>
    <message>
        <source>Next round</source>
        <translation>Ronde suivante</translation>
    </message>
    <message>
        <source>Type a name, Enter ticks it</source>
        <extracomment>Placeholder of the name box on the Club night page.</extracomment>
        <translation>Tapez un nom, Entrée le coche</translation>
    </message>
    <message>
        <source>Add a newcomer…</source>
        <translation>Ajouter un nouveau venu…</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Tout décocher</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Apparier</translation>
    </message>
    <message>
        <source>Pair with the bye</source>
        <translation>Contre l&apos;exempt</translation>
    </message>
    <message>
        <source>Fix this pair</source>
        <translation>Fixer cette paire</translation>
    </message>
    <message>
        <source>Swap these two</source>
        <translation>Échanger ces deux</translation>
    </message>
    <message>
        <source>To the record sheet</source>
        <translation>Vers la feuille de résultats</translation>
    </message>
    <message>
        <source>Print the sheet…</source>
        <translation>Imprimer les appariements…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF…</source>
        <translation>Appariements en PDF…</translation>
    </message>
    <message>
        <source>Forget this pairing</source>
        <translation>Oublier cet appariement</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <extracomment>Label of the date box of the Club night page.</extracomment>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Nights back</source>
        <extracomment>Label: how many club nights back repeat games are counted.</extracomment>
        <translation>&amp;Soirées prises en compte</translation>
    </message>
    <message>
        <source>Who is here</source>
        <extracomment>Heading of the list of players on the Club night page.</extracomment>
        <translation>Qui est là</translation>
    </message>
    <message>
        <source>Tick who is here (Space ticks, the name box finds anybody else), then Pair (Ctrl+Enter): close in strength, not met lately, nobody sitting out twice. Select two players in the pairs to pair them by hand (Ctrl+Shift+F) or swap them (Ctrl+Shift+W). To the record sheet (Ctrl+Shift+T) fills tonight&apos;s sheet; type the winners there and save.</source>
        <translation>Cochez qui est là (Espace coche, la case du nom trouve tous les autres), puis Apparier (Ctrl+Entrée) : proches en force, pas rencontrés récemment, personne exempt deux fois. Sélectionnez deux joueurs dans les paires pour les apparier à la main (Ctrl+Maj+F) ou les échanger (Ctrl+Maj+W). Vers la feuille de résultats (Ctrl+Maj+T) remplit la feuille du soir ; tapez-y les vainqueurs et enregistrez.</translation>
    </message>
    <message>
        <source>Bye: {name} sits out this round.</source>
        <extracomment>Under the pairs: who does not play this round.</extracomment>
        <translation>Exempt : {name} ne joue pas cette ronde.</translation>
    </message>
    <message numerus="yes">
        <source>Bye: {name} sits out this round (%n bye(s) lately).</source>
        <translation>
            <numerusform>Exempt : {name} ne joue pas cette ronde (%n exemption récemment).</numerusform>
            <numerusform>Exempt : {name} ne joue pas cette ronde (%n exemptions récemment).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired yet: press Pair (Ctrl+Enter).</source>
        <translation>Pas encore apparié : appuyez sur Apparier (Ctrl+Entrée).</translation>
    </message>
    <message>
        <source>entered</source>
        <extracomment>A board whose game is saved.</extracomment>
        <translation>saisie</translation>
    </message>
    <message>
        <source>result typed</source>
        <extracomment>A board whose result is typed on the record sheet (not saved yet).</extracomment>
        <translation>résultat tapé</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>à la main</translation>
    </message>
    <message numerus="yes">
        <source>%n here</source>
        <extracomment>How many players are ticked as here tonight.</extracomment>
        <translation>
            <numerusform>%n présent</numerusform>
            <numerusform>%n présents</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name} as a newcomer…</source>
        <translation>Ajouter {name} comme nouveau venu…</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair with the bye (Ctrl+Shift+Y) to play {bye}, or Pair (Ctrl+Enter) to pair the boards not started again.</source>
        <extracomment>A player ticked after the pairing was made.</extracomment>
        <translation>{name} est arrivé après l&apos;appariement : Contre l&apos;exempt (Ctrl+Maj+Y) pour jouer {bye}, ou Apparier (Ctrl+Entrée) pour réapparier les tables non commencées.</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair (Ctrl+Enter) pairs the boards not started again; boards with a result stay.</source>
        <translation>{name} est arrivé après l&apos;appariement : Apparier (Ctrl+Entrée) réapparie les tables non commencées ; les tables avec un résultat restent.</translation>
    </message>
    <message>
        <source>Tick at least two players first.</source>
        <translation>Cochez d&apos;abord au moins deux joueurs.</translation>
    </message>
    <message>
        <source>Pair round {round}</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Pair round 2&quot;).</extracomment>
        <translation>Apparier la ronde {round}</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n board(s). Ctrl+Z takes the pairing back.</source>
        <translation>
            <numerusform>Ronde {round} : %n table. Ctrl+Z annule l&apos;appariement.</numerusform>
            <numerusform>Ronde {round} : %n tables. Ctrl+Z annule l&apos;appariement.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {name} with the bye</source>
        <extracomment>The undo command&apos;s name: a late arrival plays the player who sat out.</extracomment>
        <translation>Apparier {name} avec l&apos;exempt</translation>
    </message>
    <message>
        <source>Pair two players by hand</source>
        <translation>Apparier deux joueurs à la main</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Échanger deux joueurs</translation>
    </message>
    <message>
        <source>Round {round}: press Pair (Ctrl+Enter) when everybody is here.</source>
        <translation>Ronde {round} : appuyez sur Apparier (Ctrl+Entrée) quand tout le monde est là.</translation>
    </message>
    <message>
        <source>Forget the pairing of round {round}</source>
        <extracomment>The undo command&apos;s name.</extracomment>
        <translation>Oublier l&apos;appariement de la ronde {round}</translation>
    </message>
    <message>
        <source>Print preview: pairings of round {round}</source>
        <extracomment>Title of the print preview of the pairing sheet.</extracomment>
        <translation>Aperçu avant impression : appariements de la ronde {round}</translation>
    </message>
    <message>
        <source>{club}, pairings {date} round {round}</source>
        <extracomment>Part of the suggested file name: &quot;Club, pairings 2025-03-14 round 1.pdf&quot;.</extracomment>
        <translation>{club}, appariements {date} ronde {round}</translation>
    </message>
    <message>
        <source>Save the pairing sheet as PDF</source>
        <translation>Enregistrer les appariements en PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved the pairing sheet (%n page(s)) as {file}.</source>
        <extracomment>{file}: where the PDF went.</extracomment>
        <translation>
            <numerusform>Appariements (%n page) enregistrés dans {file}.</numerusform>
            <numerusform>Appariements (%n pages) enregistrés dans {file}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every board of round {round} is entered already.</source>
        <translation>Toutes les tables de la ronde {round} sont déjà saisies.</translation>
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
        <translation>Game Status Factor (seed 001) : le poids de la partie. Tournoi 1,5, club 1, amicale 0,5, libre ou pédagogique 0 (une partie libre ne change l&apos;indice d&apos;aucun des deux joueurs).</translation>
    </message>
    <message>
        <source>{value} before</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) before the game or event.</extracomment>
        <translation>{value} avant</translation>
    </message>
    <message>
        <source>{value} after</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) after the game or event.</extracomment>
        <translation>{value} après</translation>
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
        <translation>Ancien grade</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the standings</comment>
        <extracomment>Column title: the place in the standings.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>number of games</comment>
        <extracomment>Column title: how many games.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Blanc</translation>
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
        <translation>Vainq.</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event the game belongs to.</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Black ±</source>
        <extracomment>Column title: the change of Black&apos;s rating through this game.</extracomment>
        <translation>Noir ±</translation>
    </message>
    <message>
        <source>White ±</source>
        <extracomment>Column title: the change of White&apos;s rating through this game.</extracomment>
        <translation>Blanc ±</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>Black or White</comment>
        <extracomment>Column title: the colour the player had (B or W).</extracomment>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>rating change</comment>
        <extracomment>Column title: the change of the rating through this game.</extracomment>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>New index</source>
        <extracomment>Column title (SAGC): the player&apos;s index after the game.</extracomment>
        <translation>Nv. indice</translation>
    </message>
    <message>
        <source>New rank</source>
        <extracomment>Column title (SAGC): the player&apos;s kyu/dan rank after the game.</extracomment>
        <translation>Nv. niveau</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the opponent&apos;s kyu/dan grade.</extracomment>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Grade after</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the player&apos;s kyu/dan grade after the game.</extracomment>
        <translation>Nv. grade</translation>
    </message>
    <message>
        <source>Rank after</source>
        <comment>kyu/dan rank</comment>
        <extracomment>Column title: the player&apos;s kyu/dan rank after the game or event.</extracomment>
        <translation>Nv. niveau</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column title: the number of games won.</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>first day</comment>
        <extracomment>Column title: the first day of the event.</extracomment>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <comment>last day</comment>
        <extracomment>Column title: the last day of the event.</extracomment>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>location</comment>
        <extracomment>Column title: where the event was held (a town), not a placing.</extracomment>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class</comment>
        <extracomment>Column title: the EGF tournament class (A, B, C or D), not a school class.</extracomment>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Rated</source>
        <extracomment>Column title: whether the event&apos;s games are rated (yes/no).</extracomment>
        <translation>Compté</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the results</comment>
        <extracomment>Column title: the place in the event&apos;s results.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a federation database</source>
        <translation>Se connecter à une base de données de fédération</translation>
    </message>
    <message>
        <source>Not needed when the server knows you (~/.pgpass)</source>
        <translation>Inutile si le serveur vous connaît (~/.pgpass)</translation>
    </message>
    <message>
        <source>The password is used for this connection only; ClubRater never stores it.</source>
        <translation>Le mot de passe sert uniquement à cette connexion ; ClubRater ne l&apos;enregistre jamais.</translation>
    </message>
    <message>
        <source>Server address (URL)</source>
        <translation>Adresse du serveur (URL)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Type the federation server&apos;s address, for example postgresql://secretary@club.example.org:5432/federation.</source>
        <translation>Saisissez l&apos;adresse du serveur de la fédération, par exemple postgresql://secretary@club.example.org:5432/federation.</translation>
    </message>
    <message>
        <source>That is not a PostgreSQL address: it begins with postgresql://. A club file is opened with File &gt; Open club file.</source>
        <translation>Ce n&apos;est pas une adresse PostgreSQL : elle commence par postgresql://. Un fichier de club s&apos;ouvre avec Fichier &gt; Ouvrir un fichier de club.</translation>
    </message>
</context>
<context>
    <name>DateMessages</name>
    <message>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>décembre</translation>
    </message>
    <message>
        <source>{text} does not exist: there is no month {month}</source>
        <translation>{text} n&apos;existe pas : il n&apos;y a pas de mois {month}</translation>
    </message>
    <message>
        <source>{text} does not exist: {month} {year} has {days} days</source>
        <translation>{text} n&apos;existe pas : {month} {year} a {days} jours</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>« {text} » n&apos;est pas une date (écrivez-la AAAA-MM-JJ, p. ex. 2025-03-14)</translation>
    </message>
    <message>
        <source>the date {day} is after tomorrow ({tomorrow})</source>
        <translation>la date {day} est après demain ({tomorrow})</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>e.g. 12k or 2d</source>
        <extracomment>Rank examples: 12 kyu and 2 dan, written as the club types them (&quot;12k&quot;, &quot;2d&quot; stay as they are).</extracomment>
        <translation>p. ex. 12k ou 2d</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>Typing that was not saved</source>
        <translation>Saisie non enregistrée</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>La rétablir</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Throw away what was typed on {when}? If you keep it, ClubRater offers it again the next time this club is opened, unless new rows are typed before then.</source>
        <translation>Abandonner ce qui a été saisi le {when} ? Si vous le gardez, ClubRater le proposera à nouveau à la prochaine ouverture de ce club, sauf si de nouvelles lignes sont saisies d&apos;ici là.</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Le garder pour plus tard</translation>
    </message>
    <message>
        <source>Nothing is saved until you check it and save it.</source>
        <translation>Rien n&apos;est enregistré avant que vous l&apos;ayez vérifié et enregistré.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet and a game in Enter a game. Put what was typed back?</source>
        <translation>
            <numerusform>Non enregistré quand ClubRater s&apos;est arrêté le {when} : %n ligne saisie de la feuille de résultats et une partie dans Saisir une partie. Rétablir ce qui a été saisi ?</numerusform>
            <numerusform>Non enregistré quand ClubRater s&apos;est arrêté le {when} : %n lignes saisies de la feuille de résultats et une partie dans Saisir une partie. Rétablir ce qui a été saisi ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet. Put them back in the record sheet?</source>
        <translation>
            <numerusform>Non enregistré quand ClubRater s&apos;est arrêté le {when} : %n ligne saisie de la feuille de résultats. La remettre dans la feuille de résultats ?</numerusform>
            <numerusform>Non enregistré quand ClubRater s&apos;est arrêté le {when} : %n lignes saisies de la feuille de résultats. Les remettre dans la feuille de résultats ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved when ClubRater stopped on {when}: a game typed into Enter a game. Put it back in the form?</source>
        <translation>Non enregistré quand ClubRater s&apos;est arrêté le {when} : une partie saisie dans Saisir une partie. La remettre dans le formulaire ?</translation>
    </message>
</context>
<context>
    <name>DraftMessages</name>
    <message>
        <source>the draft is not JSON ({exc})</source>
        <translation>le brouillon n&apos;est pas du JSON ({exc})</translation>
    </message>
    <message>
        <source>the file is not a ClubRater draft this version knows</source>
        <translation>le fichier n&apos;est pas un brouillon ClubRater que cette version connaît</translation>
    </message>
    <message>
        <source>the draft&apos;s rows are not rows of the record sheet</source>
        <translation>les lignes du brouillon ne sont pas des lignes de la feuille de résultats</translation>
    </message>
    <message>
        <source>the draft&apos;s game form is not a set of boxes</source>
        <translation>le formulaire de partie du brouillon n&apos;est pas un ensemble de cases</translation>
    </message>
    <message>
        <source>the draft is incomplete ({exc})</source>
        <translation>le brouillon est incomplet ({exc})</translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <source>Black won (B)</source>
        <translation>Noir gagne (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Blanc gagne (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <extracomment>A drawn game (Go: jigo). Keep &quot;(J)&quot;: the secretary types B, W or J whatever the language.</extracomment>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. Handicap and komi follow the players&apos; ranks until you change them. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Saisissez chaque partie telle qu&apos;elle figure sur la feuille de résultats. Tab passe à la case suivante ; Entrée enregistre la partie et vide le formulaire pour la suivante. Le handicap et le komi suivent les niveaux des joueurs tant que vous ne les changez pas. Pour toute une soirée d&apos;un coup, utilisez la feuille de résultats (Ctrl+3).</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. For a handicap game, White is the player who gives the pieces. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>Saisissez chaque partie telle qu&apos;elle figure sur la feuille de résultats. Tab passe à la case suivante ; Entrée enregistre la partie et vide le formulaire pour la suivante. Dans une partie à handicap, Blanc est le joueur qui retire les pièces. Pour toute une soirée d&apos;un coup, utilisez la feuille de résultats (Ctrl+3).</translation>
    </message>
    <message>
        <source>name, or type a rank like 12k</source>
        <translation>nom ou niveau (12k)</translation>
    </message>
    <message>
        <source>name, or type a rank like 10k</source>
        <translation>nom ou niveau (10k)</translation>
    </message>
    <message>
        <source>type B, W or J</source>
        <extracomment>Keep the letters B, W and J: they are what the secretary types in every language.</extracomment>
        <translation>tapez B, W ou J</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no event</comment>
        <extracomment>Placeholder of the event box: no event.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Save game (Enter)</source>
        <translation>Enregistrer la partie (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>player</comment>
        <extracomment>The player who had Black.</extracomment>
        <translation>&amp;Noir</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <comment>player</comment>
        <extracomment>The player who had White.</extracomment>
        <translation>&amp;Blanc</translation>
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
        <translation>&amp;Vainqueur</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <comment>game type</comment>
        <extracomment>The game type: tournament, club, friendly or free.</extracomment>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the game belongs to.</extracomment>
        <translation>T&amp;ournoi</translation>
    </message>
    <message>
        <source>The last games entered</source>
        <translation>Les dernières parties saisies</translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last one back.</source>
        <translation>Ctrl+Z annule la dernière.</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <comment>shogi handicap</comment>
        <extracomment>Shogi: the pieces the stronger player leaves off (駒落ち).</extracomment>
        <translation>&amp;Pièces</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}, {value_name} {value}</translation>
    </message>
    <message>
        <source>Who played Black? Type a name, or a rank to see the players of that rank.</source>
        <translation>Qui jouait Noir ? Tapez un nom, ou un niveau pour voir les joueurs de ce niveau.</translation>
    </message>
    <message>
        <source>Who played White? Type a name, or a rank to see the players of that rank.</source>
        <translation>Qui jouait Blanc ? Tapez un nom, ou un niveau pour voir les joueurs de ce niveau.</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Check the spelling, or add {name} (Players &gt; Add player).</source>
        <translation>{name} n&apos;est pas dans la liste des joueurs. Vérifiez l&apos;orthographe, ou ajoutez {name} (Joueurs &gt; Ajouter un joueur).</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Un même joueur ne peut pas jouer à la fois Noir et Blanc.</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <translation>Qui a gagné ? Tapez B pour Noir, W pour Blanc ou J pour jigo.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Choose one from the list, or leave it empty.</source>
        <translation>Il n&apos;y a pas de tournoi « {event} ». Choisissez-en un dans la liste, ou laissez la case vide.</translation>
    </message>
    <message>
        <source>The date is back to tonight, {day}.</source>
        <translation>La date est revenue à ce soir, {day}.</translation>
    </message>
    <message>
        <source>Not tonight&apos;s date ({day}): the game is saved on this date.</source>
        <translation>Ce n&apos;est pas la date de ce soir ({day}) : la partie est enregistrée à cette date.</translation>
    </message>
    <message>
        <source>{black} (Black) beat {white}</source>
        <translation>{black} (Noir) a battu {white}</translation>
    </message>
    <message>
        <source>{white} (White) beat {black}</source>
        <translation>{white} (Blanc) a battu {black}</translation>
    </message>
    <message>
        <source>{black} and {white} drew (jigo)</source>
        <extracomment>Both players&apos; names; jigo is the Go word for a draw.</extracomment>
        <translation>{black} et {white} ont fait jigo</translation>
    </message>
    <message>
        <source>{black} against {white}</source>
        <translation>{black} contre {white}</translation>
    </message>
    <message>
        <source>Saved: {what}. The game is not rated.</source>
        <translation>Enregistré : {what}. La partie n&apos;est pas comptée.</translation>
    </message>
    <message>
        <source>Saved: {what}.  {black};  {white}.</source>
        <extracomment>{what} says who beat whom; {black} and {white} give each player&apos;s change and new rank.</extracomment>
        <translation>Enregistré : {what}.  {black} ;  {white}.</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>line {line}: {reason}</source>
        <translation>ligne {line} : {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>et {more} autres</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {what} Free some space there and try again.</source>
        <translation>Le disque contenant {folder} est plein : {what} Libérez de la place et réessayez.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>{message}

The log is {log}.</source>
        <translation>{message}

Le journal se trouve dans {log}.</translation>
    </message>
    <message>
        <source>ClubRater: unexpected error</source>
        <translation>ClubRater : erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong ({error}). The window stays open.

Everything already saved is safe in the club file (each change is saved whole or not at all). If what you see looks out of date, close and reopen the club.

The details are in the log: {log}</source>
        <translation>Un problème est survenu ({error}). La fenêtre reste ouverte.

Tout ce qui a déjà été enregistré est en sécurité dans le fichier du club (chaque modification est enregistrée entièrement ou pas du tout). Si l&apos;affichage semble périmé, fermez le club et rouvrez-le.

Les détails sont dans le journal : {log}</translation>
    </message>
</context>
<context>
    <name>EvaluateMessages</name>
    <message>
        <source>{system} was not evaluated.</source>
        <translation>{system} n&apos;a pas été évalué.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction such as 0.25, not {value}.</source>
        <translation>L&apos;échauffement est une fraction comme 0,25, pas {value}.</translation>
    </message>
    <message>
        <source>The warm-up is a fraction from 0 up to (not including) 1, such as 0.25; not {value}: some games must be left to score.</source>
        <translation>L&apos;échauffement est une fraction de 0 jusqu&apos;à 1 (non compris), comme 0,25 ; pas {value} : il doit rester des parties à noter.</translation>
    </message>
    <message>
        <source>--from {since} is after --to {until}: no game is between them.</source>
        <translation>--from {since} est après --to {until} : aucune partie n&apos;est entre les deux.</translation>
    </message>
    <message>
        <source>ClubRater cannot evaluate {system}: it knows how SAGC, EGF, EGF 2021 and FESA predict a game.</source>
        <translation>ClubRater ne peut pas évaluer {system} : il sait comment SAGC, EGF, EGF 2021 et FESA prédisent une partie.</translation>
    </message>
    <message>
        <source>No rating system can rate this club&apos;s games.</source>
        <translation>Aucun système de classement ne peut classer les parties de ce club.</translation>
    </message>
    <message>
        <source>The evaluation is written as a PDF file; give a name ending in .pdf, not {file}.</source>
        <translation>L&apos;évaluation s&apos;écrit dans un fichier PDF ; donnez un nom se terminant par .pdf, pas {file}.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s) between {first} and {last}, and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Rien à évaluer : le club a %n partie classée entre {first} et {last}, et l&apos;échauffement de {warm} n&apos;en laisse aucune à noter.</numerusform>
            <numerusform>Rien à évaluer : le club a %n parties classées entre {first} et {last}, et l&apos;échauffement de {warm} n&apos;en laisse aucune à noter.</numerusform>
        </translation>
    </message>
    <message>
        <source>the first game</source>
        <translation>la première partie</translation>
    </message>
    <message>
        <source>the last</source>
        <comment>the last game</comment>
        <translation>la dernière</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s), and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>Rien à évaluer : le club a %n partie classée, et l&apos;échauffement de {warm} n&apos;en laisse aucune à noter.</numerusform>
            <numerusform>Rien à évaluer : le club a %n parties classées, et l&apos;échauffement de {warm} n&apos;en laisse aucune à noter.</numerusform>
        </translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and none of the {warm} was between players of different strength; choose a larger warm-up.</source>
        <translation>{system} a été laissé de côté : son échelle est ajustée sur les parties d&apos;échauffement, et aucune des {warm} n&apos;opposait des joueurs de force différente ; choisissez un échauffement plus long.</translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and there are none; choose a larger warm-up.</source>
        <translation>{system} a été laissé de côté : son échelle est ajustée sur les parties d&apos;échauffement, et il n&apos;y en a aucune ; choisissez un échauffement plus long.</translation>
    </message>
    <message>
        <source>No rating system could be evaluated.</source>
        <translation>Aucun système de classement n&apos;a pu être évalué.</translation>
    </message>
    <message>
        <source>The replay has no rating row for game {number}; nothing was evaluated.</source>
        <translation>Le recalcul n&apos;a pas de ligne de classement pour la partie {number} ; rien n&apos;a été évalué.</translation>
    </message>
</context>
<context>
    <name>EvaluatePage</name>
    <message>
        <source>Each rating system rates the club&apos;s games in order and predicts each game from the players&apos; ratings before it. The first games are a warm-up (rated, not scored). Lower log-loss and Brier score are better; a coin toss scores 0.693 and 0.250.</source>
        <translation>Chaque système de classement traite les parties du club dans l&apos;ordre et prédit chaque partie à partir des classements des joueurs avant elle. Les premières parties servent d&apos;échauffement (classées, non évaluées). Une perte logarithmique et un score de Brier plus bas sont meilleurs ; pile ou face obtient 0,693 et 0,250.</translation>
    </message>
    <message>
        <source>The share of the games rated before scoring begins (rounded down)</source>
        <translation>La part des parties classées avant le début de l&apos;évaluation (arrondie vers le bas)</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>&amp;Échauffement</translation>
    </message>
    <message>
        <source>C&amp;hart of</source>
        <translation>&amp;Graphique de</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <source>The table and the chart on paper, in the club&apos;s printout language</source>
        <translation>Le tableau et le graphique sur papier, dans la langue d&apos;impression du club</translation>
    </message>
    <message>
        <source>Per handicap</source>
        <extracomment>Tab: Black&apos;s share of the games per number of handicap stones.</extracomment>
        <translation>Par handicap</translation>
    </message>
    <message>
        <source>Per rank gap after handicap</source>
        <extracomment>Tab: Black&apos;s share per difference in rank left after the handicap stones.</extracomment>
        <translation>Par écart de niveau après handicap</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Handicaps : fréquence des victoires de Noir</translation>
    </message>
    <message>
        <source>Furthest above their expected score</source>
        <translation>Les plus au-dessus de leur score attendu</translation>
    </message>
    <message>
        <source>Furthest below their expected score</source>
        <translation>Les plus en dessous de leur score attendu</translation>
    </message>
    <message>
        <source>Replaying the club&apos;s games…</source>
        <extracomment>The page&apos;s state while the systems replay the club&apos;s games.</extracomment>
        <translation>Les parties du club sont recalculées…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Perte log.</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>Score de Brier</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won.</extracomment>
        <translation>Favori gagnant</translation>
    </message>
    <message>
        <source>Scale k</source>
        <translation>Échelle k</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>Pile ou face (pour comparer)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) scored, from {first} to {last}</source>
        <extracomment>Under the table: the games scored and the warm-up left out.</extracomment>
        <translation>
            <numerusform>%n partie évaluée, du {first} au {last}</numerusform>
            <numerusform>%n parties évaluées, du {first} au {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warm-up: the %n game(s) before them</source>
        <translation>
            <numerusform>échauffement : la %n partie précédente</numerusform>
            <numerusform>échauffement : les %n parties précédentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n pierre</numerusform>
            <numerusform>%n pierres</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>sans handicap</translation>
    </message>
    <message>
        <source>Rank gap</source>
        <extracomment>Column: the rank difference left after the handicap (White&apos;s strength minus Black&apos;s, minus the stones).</extracomment>
        <translation>Écart de niveau</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>z</source>
        <comment>standard score</comment>
        <extracomment>Column: z, the wins above expectation in standard deviations.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Enter or double-click opens the player</source>
        <translation>Entrée ou double-clic ouvre le joueur</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Aucun système n&apos;a mieux prédit le club que pile ou face.</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <extracomment>{gap} and {coin} are differences of log-loss, e.g. 0.008.</extracomment>
        <translation>{best} a le mieux prédit le club : sa perte logarithmique est inférieure de {gap} à celle de {next}, et de {coin} à celle de pile ou face.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>La perte logarithmique de {best} est inférieure de {coin} à celle de pile ou face.</translation>
    </message>
    <message>
        <source>No scored game had a handicap.</source>
        <translation>Aucune partie évaluée n&apos;avait de handicap.</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Les handicaps ont favorisé Noir.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Les handicaps ont favorisé Blanc.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Les handicaps n&apos;ont clairement favorisé aucun camp.</translation>
    </message>
    <message numerus="yes">
        <source>Black won {share} of the %n game(s) with a handicap (95% interval {low} to {high}).</source>
        <translation>
            <numerusform>Noir a gagné {share} de la %n partie avec handicap (intervalle à 95 % : {low} à {high}).</numerusform>
            <numerusform>Noir a gagné {share} des %n parties avec handicap (intervalle à 95 % : {low} à {high}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save how well the ratings predict as PDF</source>
        <translation>Enregistrer la qualité des prévisions en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Enregistré (%n page) sous {file}.</numerusform>
            <numerusform>Enregistré (%n pages) sous {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <translation>Chance prévue que Noir gagne</translation>
    </message>
    <message>
        <source>How often Black won</source>
        <translation>Fréquence des victoires de Noir</translation>
    </message>
    <message>
        <source>Each dot: the games whose prediction fell in one tenth (0-10%, 10-20%, ...), at their mean prediction, against how often Black really won them (a jigo half). Larger dots hold more games.</source>
        <translation>Chaque point : les parties dont la prévision tombait dans un même dixième (0-10 %, 10-20 %, …), à leur prévision moyenne, face à la fréquence réelle des victoires de Noir (un jigo compte pour moitié). Les plus gros points contiennent plus de parties.</translation>
    </message>
    <message>
        <source>Each bar: the 95% interval of that share; a bar that crosses the dashed diagonal agrees with the predictions.</source>
        <translation>Chaque barre : l&apos;intervalle à 95 % de cette part ; une barre qui croise la diagonale en tirets est en accord avec les prévisions.</translation>
    </message>
    <message>
        <source>A dot below the diagonal: Black won less often than predicted; above it: more often.</source>
        <translation>Un point sous la diagonale : Noir a gagné moins souvent que prévu ; au-dessus : plus souvent.</translation>
    </message>
    <message>
        <source>How well the ratings predict</source>
        <translation>Qualité des prévisions des classements</translation>
    </message>
    <message>
        <source>from {first} to {last}</source>
        <translation>du {first} au {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Each system rated the club&apos;s games in order and predicted each game from the players&apos; ratings before it. Scored: {games} {span}. The first {warm_up} ({share} of them) were a warm-up: rated, not scored.</source>
        <translation>Chaque système a classé les parties du club dans l&apos;ordre et prédit chaque partie à partir des classements des joueurs avant elle. Évaluées : {games} {span}. Les {warm_up} du début ({share} du total) servaient d&apos;échauffement : classées, non évaluées.</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>Pile ou face (pour comparer)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <extracomment>Column: log-loss, the mean of -ln(probability given to what happened); lower is better.</extracomment>
        <translation>Perte log.</translation>
    </message>
    <message>
        <source>Brier score</source>
        <extracomment>Column: the Brier score, the mean squared difference between prediction and result.</extracomment>
        <translation>Score de Brier</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won the game.</extracomment>
        <translation>Favori gagnant</translation>
    </message>
    <message>
        <source>Scale k</source>
        <extracomment>Column: SAGC&apos;s fitted logistic scale k (per rank).</extracomment>
        <translation>Échelle k</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <translation>{best} a le mieux prédit le club : sa perte logarithmique est inférieure de {gap} à celle de {next}, et de {coin} à celle de pile ou face.</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>La perte logarithmique de {best} est inférieure de {coin} à celle de pile ou face.</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>Aucun système n&apos;a mieux prédit le club que pile ou face.</translation>
    </message>
    <message>
        <source>Log-loss: the mean of -ln of the chance given to what happened (lower is better; a coin toss scores {coin}). Brier score: the mean squared distance between the prediction and the result (lower is better; a coin toss scores {quarter}). Favourite won: how often the player the system favoured won (a jigo counts half). Scale k: SAGC has no probability of its own; it is given one by a logistic curve in the rank difference whose steepness k is fitted on the warm-up games.</source>
        <translation>Perte logarithmique : la moyenne de −ln de la chance donnée à ce qui s&apos;est passé (plus bas est meilleur ; pile ou face obtient {coin}). Score de Brier : la moyenne du carré de l&apos;écart entre la prévision et le résultat (plus bas est meilleur ; pile ou face obtient {quarter}). Favori gagnant : la fréquence des victoires du joueur que le système favorisait (un jigo compte pour moitié). Échelle k : le SAGC n&apos;a pas de probabilité propre ; il en reçoit une par une courbe logistique de l&apos;écart de niveau, dont la pente k est ajustée sur les parties d&apos;échauffement.</translation>
    </message>
    <message>
        <source>Calibration: {system}</source>
        <translation>Calibrage : {system}</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>Handicaps : fréquence des victoires de Noir</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>Les handicaps ont favorisé Noir.</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>Les handicaps ont favorisé Blanc.</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>Les handicaps n&apos;ont clairement favorisé aucun camp.</translation>
    </message>
    <message>
        <source>Black won {share} of the {games} with a handicap (95% interval {low} to {high}).</source>
        <translation>Noir a gagné {share} des {games} avec handicap (intervalle à 95 % : {low} à {high}).</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n pierre</numerusform>
            <numerusform>%n pierres</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>sans handicap</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones of the games in this row.</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>Column: Black&apos;s share of these games (a jigo half).</extracomment>
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Column: the 95% Wilson interval of Black&apos;s share.</extracomment>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Furthest above their expected score ({system})</source>
        <translation>Les plus au-dessus de leur score attendu ({system})</translation>
    </message>
    <message>
        <source>Furthest below their expected score ({system})</source>
        <translation>Les plus en dessous de leur score attendu ({system})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: the games the player won, a jigo half.</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column: the wins the system&apos;s predictions expected of the player.</extracomment>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>z</source>
        <comment>column: standard score</comment>
        <extracomment>Column: z, how many standard deviations the player&apos;s wins are above his expected wins.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Wins count a jigo as half; expected wins add up the chances the system gave the player; z is their difference in standard deviations (beyond 2 it is seldom chance).</source>
        <translation>Les victoires comptent un jigo pour moitié ; les victoires attendues additionnent les chances que le système donnait au joueur ; z est leur écart en écarts-types (au-delà de 2, c&apos;est rarement le hasard).</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Imprimé par ClubRater.</translation>
    </message>
    <message>
        <source>{club}: how well the ratings predict</source>
        <translation>{club} : qualité des prévisions des classements</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Change an event</source>
        <translation>Modifier un tournoi</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Ajouter un tournoi</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>e.g. Winter Open 2025</source>
        <extracomment>An example tournament name; translate freely.</extracomment>
        <translation>p. ex. Tournoi d&apos;hiver 2025</translation>
    </message>
    <message>
        <source>Rated (untick for fast games or a simultaneous)</source>
        <extracomment>A simultaneous: one strong player against several at once (a &quot;simul&quot;).</extracomment>
        <translation>Compté (décocher pour des parties rapides ou une simultanée)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Début :</translation>
    </message>
    <message>
        <source>E&amp;nds:</source>
        <translation>&amp;Fin :</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <comment>venue</comment>
        <extracomment>Where the event was held (a town or venue), not a standing in the results.</extracomment>
        <translation>&amp;Lieu :</translation>
    </message>
    <message>
        <source>EGF &amp;class:</source>
        <comment>EGF tournament class A-D</comment>
        <extracomment>The EGF&apos;s tournament class (A, B, C, D), which weighs its games; not a school class.</extracomment>
        <translation>&amp;Classe EGF :</translation>
    </message>
    <message>
        <source>Please give the event a name.</source>
        <translation>Veuillez donner un nom au tournoi.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Il existe déjà un tournoi « {name} ».</translation>
    </message>
    <message>
        <source>The event cannot end before it starts.</source>
        <translation>Le tournoi ne peut pas finir avant de commencer.</translation>
    </message>
</context>
<context>
    <name>EventMessages</name>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {number}.</translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation>Un tournoi doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>Il y a déjà un tournoi nommé « {name} ».</translation>
    </message>
    <message>
        <source>Class &quot;{klass}&quot; is not A, B, C or D.</source>
        <translation>La classe « {klass} » n&apos;est pas A, B, C ou D.</translation>
    </message>
    <message>
        <source>An event&apos;s number and entry order cannot be changed.</source>
        <translation>Le numéro et l&apos;ordre de saisie d&apos;un tournoi ne peuvent pas être modifiés.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; still has games; delete or move them first.</source>
        <translation>« {name} » a encore des parties ; supprimez-les ou déplacez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already there.</source>
        <translation>Le tournoi « {name} » existe déjà.</translation>
    </message>
</context>
<context>
    <name>EventOperations</name>
    <message>
        <source>A new event?</source>
        <translation>Un nouveau tournoi ?</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot;. Add it?</source>
        <translation>Il n&apos;y a pas de tournoi « {name} ». L&apos;ajouter ?</translation>
    </message>
    <message>
        <source>Add the event…</source>
        <translation>Ajouter le tournoi…</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the event &quot;{name}&quot;? Ctrl+Z brings it back.</source>
        <translation>Supprimer le tournoi « {name} » ? Ctrl+Z le rétablit.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conserver</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>Choose an event to see its results</source>
        <translation>Choisissez un tournoi pour voir ses résultats</translation>
    </message>
    <message>
        <source>Show the games of this event</source>
        <translation>Afficher les parties de ce tournoi</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n tournoi</numerusform>
            <numerusform>%n tournois</numerusform>
        </translation>
    </message>
    <message>
        <source>{event} (not rated)</source>
        <translation>{event} (non compté)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{event}: {players} on {day}</source>
        <extracomment>An event&apos;s results: &quot;{event}: 12 players on 4 March 2024&quot;.</extracomment>
        <translation>{event} : {players} le {day}</translation>
    </message>
    <message>
        <source>{event}: {players}</source>
        <translation>{event} : {players}</translation>
    </message>
</context>
<context>
    <name>ExportMessages</name>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>Il n&apos;y a pas de dossier {folder} où écrire {name}.</translation>
    </message>
    <message>
        <source>Wrote {file}: {players} players, {games} games, {rows} history rows.</source>
        <translation>{file} écrit : {players} joueurs, {games} parties, {rows} lignes d&apos;historique.</translation>
    </message>
    <message>
        <source>Wrote {file}: {games} games.</source>
        <translation>{file} écrit : {games} parties.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Il n&apos;y a pas de tournoi nommé « {name} » (les derniers sont {known}).</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games to write.</source>
        <translation>Le tournoi « {name} » n&apos;a aucune partie à écrire.</translation>
    </message>
    <message>
        <source>Wrote {file}: {event}, {players} players, {games} games.</source>
        <translation>{file} écrit : {event}, {players} joueurs, {games} parties.</translation>
    </message>
    <message>
        <source>--club is for the workbook (FILE.xlsx) and the games file (FILE.csv): an event table is whole.</source>
        <translation>--club s&apos;applique au classeur (FICHIER.xlsx) et au fichier des parties (FICHIER.csv) : une table de tournoi est toujours complète.</translation>
    </message>
    <message>
        <source>export writes FILE.xlsx (the club workbook), FILE.csv (the games) or `h9 EVENT FILE` (one event as an EGD table); it was given {given!r}.</source>
        <translation>export écrit FICHIER.xlsx (le classeur du club), FICHIER.csv (les parties) ou `h9 TOURNOI FICHIER` (un tournoi en table EGD) ; il a reçu {given!r}.</translation>
    </message>
</context>
<context>
    <name>Federation</name>
    <message>
        <source>Connecting to {where}…</source>
        <translation>Connexion à {where}…</translation>
    </message>
    <message>
        <source>Push a club file into the federation</source>
        <translation>Envoyer un fichier de club à la fédération</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Fichiers de club (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Comparing {file} with the federation…</source>
        <translation>Comparaison de {file} avec la fédération…</translation>
    </message>
    <message>
        <source>Pushing {file}…</source>
        <translation>Envoi de {file}…</translation>
    </message>
    <message>
        <source>Pull a club file</source>
        <translation>Récupérer un fichier de club</translation>
    </message>
    <message>
        <source>The club file&apos;s own club:</source>
        <translation>Club propre du fichier de club :</translation>
    </message>
    <message>
        <source>Pull a club file from the federation</source>
        <translation>Récupérer un fichier de club depuis la fédération</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Fichiers de club (*.sqlite)</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Écriture de {file}…</translation>
    </message>
    <message>
        <source>Push a club file</source>
        <translation>Envoyer un fichier de club</translation>
    </message>
    <message>
        <source>Enter its games for the member club:</source>
        <translation>Saisir ses parties pour le club membre :</translation>
    </message>
    <message>
        <source>Players of:</source>
        <translation>Joueurs de :</translation>
    </message>
</context>
<context>
    <name>FederationMessages</name>
    <message>
        <source>There is no member club number {number}.</source>
        <translation>Il n&apos;y a pas de club membre numéro {number}.</translation>
    </message>
    <message>
        <source>none yet</source>
        <comment>no member clubs</comment>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>There is no member club &quot;{name}&quot; (the clubs: {names}).</source>
        <translation>Il n&apos;y a pas de club membre « {name} » (les clubs : {names}).</translation>
    </message>
    <message>
        <source>Only the federation officer enters for another club; you enter for {club}.</source>
        <translation>Seul le responsable de la fédération saisit pour un autre club ; vous saisissez pour {club}.</translation>
    </message>
    <message>
        <source>no club</source>
        <translation>aucun club</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {number}.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Il n&apos;y a pas de partie numéro {number}.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {number}.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Il n&apos;y a pas d&apos;ajustement numéro {number}.</translation>
    </message>
    <message>
        <source>A player of {club}; only its secretary or the federation officer can change him.</source>
        <translation>Un joueur de {club} ; seul son secrétaire ou le responsable de la fédération peut le modifier.</translation>
    </message>
    <message>
        <source>Entered by {club}; only its secretary or the federation officer can change it.</source>
        <translation>Saisi par {club} ; seul son secrétaire ou le responsable de la fédération peut le modifier.</translation>
    </message>
    <message>
        <source>your club</source>
        <translation>votre club</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <source>Neither {black} nor {white} plays for {club}, and the game is in no event {club} entered: only their clubs&apos; secretaries or the federation officer can enter it.</source>
        <translation>Ni {black} ni {white} ne joue pour {club}, et la partie n&apos;appartient à aucun tournoi saisi par {club} : seuls les secrétaires de leurs clubs ou le responsable de la fédération peuvent la saisir.</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The federation officer adds a player for a member club: choose the club first (--for-club NAME on the command line, the club picker in the window).</source>
        <translation>Le responsable de la fédération ajoute un joueur pour un club membre : choisissez d&apos;abord le club (--for-club NOM en ligne de commande, le choix du club dans la fenêtre).</translation>
    </message>
    <message>
        <source>The connection to the federation database was lost; other secretaries&apos; changes will show after reconnecting.</source>
        <translation>La connexion à la base de la fédération a été perdue ; les modifications des autres secrétaires apparaîtront après la reconnexion.</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>The file could not be used: {reason} ({file}).</source>
        <translation>Le fichier n&apos;a pas pu être utilisé : {reason} ({file}).</translation>
    </message>
    <message>
        <source>The file could not be used: {reason}.</source>
        <translation>Le fichier n&apos;a pas pu être utilisé : {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong that ClubRater did not expect, and nothing was changed. Your club file is safe. If it happens again, please send the log file to whoever looks after ClubRater.</source>
        <translation>Un problème inattendu est survenu et rien n&apos;a été modifié. Votre fichier de club est en sécurité. Si cela se reproduit, veuillez envoyer le fichier journal à la personne qui s&apos;occupe de ClubRater.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
</context>
<context>
    <name>FesaExport</name>
    <message>
        <source>FESA tournament files</source>
        <extracomment>FESA: the Federation of European Shogi Associations; tournament files are sent to its rating officer.</extracomment>
        <translation>Fichiers de tournoi FESA</translation>
    </message>
    <message>
        <source>Export the FESA Elo list</source>
        <translation>Exporter la liste Elo FESA</translation>
    </message>
    <message>
        <source>FESA Elo list (*.txt);;All files (*)</source>
        <translation>Liste Elo FESA (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>FESA list</source>
        <translation>Liste FESA</translation>
    </message>
    <message>
        <source>The club has no event with games to send.</source>
        <translation>Le club n&apos;a aucun tournoi avec des parties à envoyer.</translation>
    </message>
    <message>
        <source>Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament whose files are sent to FESA.</extracomment>
        <translation>Tournoi :</translation>
    </message>
    <message>
        <source>Folder for turnering.txt and nye-spillere</source>
        <extracomment>turnering.txt and nye-spillere are file names of the FESA rating program: keep them.</extracomment>
        <translation>Dossier pour turnering.txt et nye-spillere</translation>
    </message>
</context>
<context>
    <name>FesaExportMessages</name>
    <message>
        <source>The FESA program&apos;s files are for a shogi club rated with FESA Elo; this club uses {system}.</source>
        <translation>Les fichiers du programme FESA sont pour un club de shogi classé en Elo FESA ; ce club utilise {system}.</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>Il n&apos;y a pas de dossier {folder} où écrire {name}.</translation>
    </message>
    <message>
        <source> (in UTF-8: a name has letters ISO-8859-1 cannot hold)</source>
        <translation> (en UTF-8 : un nom contient des lettres qu&apos;ISO-8859-1 ne peut pas contenir)</translation>
    </message>
    <message>
        <source>Wrote {file}: the Elo list for {date}, {players} players{note}.</source>
        <translation>{file} écrit : la liste Elo du {date}, {players} joueurs{note}.</translation>
    </message>
    <message>
        <source>Wrote {file}: the FESA program&apos;s rating list, {players} players{note}.</source>
        <translation>{file} écrit : la liste de classement du programme FESA, {players} joueurs{note}.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>Il n&apos;y a pas de tournoi nommé « {name} » (les derniers sont {known}).</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write turnering.txt and nye-spillere in.</source>
        <translation>Il n&apos;y a pas de dossier {folder} où écrire turnering.txt et nye-spillere.</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games with a result to write.</source>
        <translation>Le tournoi « {name} » n&apos;a aucune partie avec résultat à écrire.</translation>
    </message>
    <message>
        <source>Wrote {tournament} ({event}: {players} players, {games} games) and {newcomers} ({new} players new to FESA){note}.</source>
        <translation>{tournament} ({event} : {players} joueurs, {games} parties) et {newcomers} ({new} joueurs nouveaux pour la FESA){note} écrits.</translation>
    </message>
    <message>
        <source>export {kind} takes {usage}; it was given {given!r}.</source>
        <translation>export {kind} attend {usage} ; il a reçu {given!r}.</translation>
    </message>
</context>
<context>
    <name>FesaMessages</name>
    <message>
        <source>{file} cannot be read:</source>
        <translation>{file} ne peut pas être lu :</translation>
    </message>
    <message>
        <source>a #| comment is never closed</source>
        <translation>un commentaire #| n&apos;est jamais fermé</translation>
    </message>
    <message>
        <source>a &quot;)&quot; closes nothing</source>
        <translation>une « ) » ne ferme rien</translation>
    </message>
    <message>
        <source>the file ends after a quote</source>
        <translation>le fichier se termine après un guillemet</translation>
    </message>
    <message>
        <source>a #S( structure has no name</source>
        <translation>une structure #S( n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>the {structure} structure has a key without a value</source>
        <translation>la structure {structure} a une clé sans valeur</translation>
    </message>
    <message>
        <source>the {structure} structure has {key!r} where a :KEY should be</source>
        <translation>la structure {structure} a {key!r} là où devrait être une :CLÉ</translation>
    </message>
    <message>
        <source>the file ends inside a #\ character</source>
        <translation>le fichier se termine dans un caractère #\</translation>
    </message>
    <message>
        <source>&quot;#{text}&quot; is not something a FESA file holds</source>
        <translation>« #{text} » n&apos;est pas quelque chose qu&apos;un fichier FESA contient</translation>
    </message>
    <message>
        <source>a &quot;(&quot; opened here is never closed</source>
        <translation>une « ( » ouverte ici n&apos;est jamais fermée</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>une chaîne ouverte ici n&apos;est jamais fermée</translation>
    </message>
    <message>
        <source>&quot;{token}&quot; divides by zero</source>
        <translation>« {token} » divise par zéro</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file is not a list of players</source>
        <translation>le fichier n&apos;est pas une liste de joueurs</translation>
    </message>
    <message>
        <source>{item} is not a #S(PLAYER ...)</source>
        <translation>{item} n&apos;est pas un #S(PLAYER ...)</translation>
    </message>
    <message>
        <source>the player has no last name</source>
        <translation>le joueur n&apos;a pas de nom de famille</translation>
    </message>
    <message>
        <source>{who}: the first name {first} is not a string</source>
        <translation>{who} : le prénom {first} n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>{who}: ELO-NUMBER {rating} is not a rating</source>
        <translation>{who} : ELO-NUMBER {rating} n&apos;est pas une cote</translation>
    </message>
    <message>
        <source>{who}: {game} in GAMES is not (opponent&apos;s rating, result, weight)</source>
        <translation>{who} : {game} dans GAMES n&apos;est pas (cote de l&apos;adversaire, résultat, poids)</translation>
    </message>
    <message>
        <source>{who}: GAMES {games} is neither a count nor a list of games</source>
        <translation>{who} : GAMES {games} n&apos;est ni un nombre ni une liste de parties</translation>
    </message>
    <message>
        <source>{who}: LB-COUNT {value} is not (:LB count flag)</source>
        <translation>{who} : LB-COUNT {value} n&apos;est pas (:LB nombre indicateur)</translation>
    </message>
    <message>
        <source>{who}: MP-COUNT {value} is not (:MP count)</source>
        <translation>{who} : MP-COUNT {value} n&apos;est pas (:MP nombre)</translation>
    </message>
    <message>
        <source>{who}: BONUS-COUNT {value} is not a count</source>
        <translation>{who} : BONUS-COUNT {value} n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>{who}: {level_key} {level} {name_key} {name} is not a grade</source>
        <translation>{who} : {level_key} {level} {name_key} {name} n&apos;est pas un grade</translation>
    </message>
    <message>
        <source>{who}: &quot;{level} {name}&quot; is not a shogi grade</source>
        <translation>{who} : « {level} {name} » n&apos;est pas un grade de shogi</translation>
    </message>
    <message>
        <source>entry {number} is not (last first nationalities level grade ...)</source>
        <translation>l&apos;entrée {number} n&apos;est pas (nom prénom nationalités niveau grade ...)</translation>
    </message>
    <message>
        <source>no [tournament name] and [date] at the top</source>
        <translation>il manque [nom du tournoi] et [date] en haut</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (YYYY-MM-DD)</source>
        <translation>« {text} » n&apos;est pas une date (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>a result line after the table had ended</source>
        <translation>une ligne de résultat après la fin de la table</translation>
    </message>
    <message>
        <source>no result lines (the first must be place 1)</source>
        <translation>aucune ligne de résultat (la première doit être la place 1)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is already listed on line {first}</source>
        <translation>« {name} » figure déjà à la ligne {first}</translation>
    </message>
    <message>
        <source>a player line needs [last name] [first name] [results]</source>
        <translation>une ligne de joueur doit avoir [nom] [prénom] [résultats]</translation>
    </message>
    <message>
        <source>the last name is empty</source>
        <translation>le nom de famille est vide</translation>
    </message>
    <message>
        <source>{name} gives a simultaneous exhibition: ClubRater does not rate those</source>
        <translation>{name} donne une simultanée : ClubRater ne les classe pas</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a result like 3+, 4- or 2=</source>
        <translation>« {text} » n&apos;est pas un résultat comme 3+, 4- ou 2=</translation>
    </message>
    <message>
        <source>{name} has {results} results where the table has {rounds} rounds</source>
        <translation>{name} a {results} résultats alors que la table a {rounds} rondes</translation>
    </message>
    <message>
        <source>round {round}: there is no opponent {opponent}</source>
        <translation>ronde {round} : il n&apos;y a pas d&apos;adversaire {opponent}</translation>
    </message>
    <message>
        <source>round {round}: {name} played {opponent}, whose line says otherwise</source>
        <translation>ronde {round} : {name} a joué {opponent}, dont la ligne dit autre chose</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} do not share one point</source>
        <translation>ronde {round} : {name} et {opponent} ne se partagent pas un point</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} disagree about the handicap</source>
        <translation>ronde {round} : {name} et {opponent} ne sont pas d&apos;accord sur le handicap</translation>
    </message>
    <message>
        <source>{folder} is not a folder of the FESA rating program.</source>
        <translation>{folder} n&apos;est pas un dossier du programme de classement FESA.</translation>
    </message>
    <message>
        <source>{folder} has no {list}: it is not a folder of the FESA rating program.</source>
        <translation>{folder} n&apos;a pas de {list} : ce n&apos;est pas un dossier du programme de classement FESA.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is in {list} twice</source>
        <translation>« {name} » figure deux fois dans {list}</translation>
    </message>
    <message>
        <source>{name} has played on {date}, after this tournament</source>
        <translation>{name} a joué le {date}, après ce tournoi</translation>
    </message>
    <message>
        <source>The event name &quot;{name}&quot; has a bracket or a line break, which turnering.txt cannot hold.</source>
        <translation>Le nom du tournoi « {name} » contient un crochet ou un saut de ligne, que turnering.txt ne peut pas contenir.</translation>
    </message>
    <message>
        <source>turnering.txt cannot hold a bracket or a line break in a name: {shown}.</source>
        <translation>turnering.txt ne peut pas contenir de crochet ni de saut de ligne dans un nom : {shown}.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>it came out empty</source>
        <translation>il est sorti vide</translation>
    </message>
    <message>
        <source>the PDF came out incomplete</source>
        <translation>le PDF est sorti incomplet</translation>
    </message>
    <message>
        <source>the workbook came out without its parts</source>
        <translation>le classeur est sorti sans ses parties</translation>
    </message>
    <message>
        <source>the workbook part {part} came out damaged</source>
        <translation>la partie {part} du classeur est sortie endommagée</translation>
    </message>
    <message>
        <source>the workbook came out unreadable ({reason})</source>
        <translation>le classeur est sorti illisible ({reason})</translation>
    </message>
    <message>
        <source>{file} was not written; {unchanged}</source>
        <translation>{file} n&apos;a pas été écrit ; {unchanged}</translation>
    </message>
    <message>
        <source>ClubRater cannot write {file} in {folder} (it is read-only); {unchanged}</source>
        <translation>ClubRater ne peut pas écrire {file} dans {folder} (lecture seule) ; {unchanged}</translation>
    </message>
    <message>
        <source>{file} could not be written ({reason}); {unchanged}</source>
        <translation>{file} n&apos;a pas pu être écrit ({reason}) ; {unchanged}</translation>
    </message>
    <message>
        <source>the file that was there is unchanged.</source>
        <translation>le fichier qui était là est inchangé.</translation>
    </message>
    <message>
        <source>nothing was written.</source>
        <translation>rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>{file} was not written ({problem}); {unchanged}</source>
        <translation>{file} n&apos;a pas été écrit ({problem}) ; {unchanged}</translation>
    </message>
    <message>
        <source>{file} was not written: {problem}; {unchanged}</source>
        <translation>{file} n&apos;a pas été écrit : {problem} ; {unchanged}</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {file} in.</source>
        <translation>Il n&apos;y a pas de dossier {folder} où écrire {file}.</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes were written</source>
        <translation>seuls {written} octets sur {size} ont été écrits</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>Black won (B)</source>
        <extracomment>The winner of a Go game; B, W and J are the letters typed on the record sheet (jigo: a draw). Keep the letters.</extracomment>
        <translation>Noir gagne (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>Blanc gagne (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <translation>Jigo (J)</translation>
    </message>
    <message>
        <source>Change a game</source>
        <translation>Modifier une partie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noir :</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blanc :</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>&amp;Handicap :</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <extracomment>Komi: the points White receives in Go (keep the Go term where the club uses it).</extracomment>
        <translation>&amp;Komi :</translation>
    </message>
    <message>
        <source>W&amp;inner:</source>
        <translation>&amp;Vainqueur :</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game: tournament, club, friendly or free.</extracomment>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament or other event the game was played at.</extracomment>
        <translation>T&amp;ournoi :</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>Not&amp;e :</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} n&apos;est pas dans la liste des joueurs.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Un même joueur ne peut pas jouer à la fois Noir et Blanc.</translation>
    </message>
</context>
<context>
    <name>GameMessages</name>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Il n&apos;y a pas de partie numéro {number}.</translation>
    </message>
    <message>
        <source>The record sheet was not saved:</source>
        <translation>La feuille de résultats n&apos;a pas été enregistrée :</translation>
    </message>
    <message>
        <source>game {number}: {problem}</source>
        <translation>partie {number} : {problem}</translation>
    </message>
</context>
<context>
    <name>GameOperations</name>
    <message>
        <source>Delete the game {black} – {white} of {date}? Every later rating is worked out again; Ctrl+Z brings it back.</source>
        <translation>Supprimer la partie {black} – {white} du {date} ? Toutes les cotes suivantes sont recalculées ; Ctrl+Z la rétablit.</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n game(s)? Every later rating is worked out again; Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Supprimer %n partie ? Toutes les cotes suivantes sont recalculées ; Ctrl+Z la rétablit.</numerusform>
            <numerusform>Supprimer ces %n parties ? Toutes les cotes suivantes sont recalculées ; Ctrl+Z les rétablit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conserver</translation>
    </message>
</context>
<context>
    <name>GameTypes</name>
    <message>
        <source>tournament</source>
        <extracomment>Game type: a game of a rated tournament (counts 1.5 in SAGC).</extracomment>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>club</source>
        <extracomment>Game type: an ordinary game on a club night.</extracomment>
        <translation>club</translation>
    </message>
    <message>
        <source>friendly</source>
        <extracomment>Game type: a friendly or internet game (counts half).</extracomment>
        <translation>amicale</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>Game type: a free or teaching game (rates nobody).</extracomment>
        <translation>libre</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>game type</comment>
        <extracomment>A kind of game; SAGC weighs ratings by it (tournament 1.5, club 1.0, friendly 0.5, free 0.0).</extracomment>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>club</source>
        <comment>game type: an ordinary club-night game</comment>
        <translation>club</translation>
    </message>
    <message>
        <source>friendly</source>
        <comment>game type</comment>
        <translation>amicale</translation>
    </message>
    <message>
        <source>free</source>
        <comment>game type: a teaching game, not rated</comment>
        <extracomment>A free (teaching) game: played at the club but never rated.</extracomment>
        <translation>libre</translation>
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
        <translation>Sans résultat : affichée, non comptée</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>&amp;From</source>
        <comment>date</comment>
        <extracomment>Filter: games from this date on.</extracomment>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <comment>date</comment>
        <extracomment>Filter: games up to this date.</extracomment>
        <translation>&amp;Au</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>n&apos;importe quel joueur</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Joueur</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <comment>tournament</comment>
        <extracomment>Filter label: the tournament or event.</extracomment>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>All events and club games</source>
        <translation>Tous les tournois et parties de club</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <extracomment>{shown} games match the filters out of %Ln in the club.</extracomment>
        <translation>
            <numerusform>{shown} sur %Ln partie</numerusform>
            <numerusform>{shown} sur %Ln parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GradeMessages</name>
    <message>
        <source>&quot;{text}&quot; is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).</source>
        <translation>« {text} » n&apos;est pas un grade de shogi (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan ; aussi 3級, 初段).</translation>
    </message>
    <message>
        <source>{grade} has no line in the FESA grade table.</source>
        <translation>{grade} n&apos;a pas de ligne dans la table des grades FESA.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a shogi handicap FESA rates ({known}).</source>
        <translation>« {text} » n&apos;est pas un handicap de shogi que la FESA classe ({known}).</translation>
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
        <translation>&lt;h3&gt;Saisir les parties d&apos;une soirée&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Appuyez sur &lt;b&gt;Ctrl+3&lt;/b&gt; (Parties &amp;gt; Feuille de résultats). Réglez en haut la date de la soirée du club.&lt;/li&gt;
&lt;li&gt;Saisissez chaque partie sur sa propre ligne, dans l&apos;ordre de la feuille papier : &lt;b&gt;Noir&lt;/b&gt;, &lt;b&gt;Blanc&lt;/b&gt;, puis le
vainqueur : &lt;b&gt;B&lt;/b&gt;, &lt;b&gt;W&lt;/b&gt; ou &lt;b&gt;J&lt;/b&gt; (jigo). Tab ou Entrée passe à la case suivante.&lt;/li&gt;
&lt;li&gt;Les noms se complètent pendant la saisie ; taper un niveau comme &lt;b&gt;12k&lt;/b&gt; liste les joueurs de ce niveau.&lt;/li&gt;
&lt;li&gt;Le handicap et le komi sont remplis (en gris) d&apos;après les niveaux ; tapez par-dessus si la partie s&apos;est jouée autrement.&lt;/li&gt;
&lt;li&gt;La dernière colonne indique si la ligne est prête. Si un joueur est nouveau, appuyez sur &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; pour l&apos;ajouter.&lt;/li&gt;
&lt;li&gt;Appuyez sur &lt;b&gt;Ctrl+S&lt;/b&gt; pour enregistrer toute la feuille. &lt;b&gt;Ctrl+Z&lt;/b&gt; l&apos;annule, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; la rétablit.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Pour une seule partie, &lt;b&gt;Ctrl+2&lt;/b&gt; ouvre un formulaire où Entrée enregistre la partie et vide le formulaire.&lt;/p&gt;
&lt;p&gt;Double-cliquez sur un joueur du classement pour voir sa feuille de résultats et la courbe de son historique.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to enter games</source>
        <translation>Comment saisir les parties</translation>
    </message>
    <message>
        <source>About ClubRater</source>
        <translation>À propos de ClubRater</translation>
    </message>
    <message>
        <source>ClubRater {version}
Ratings for Go and shogi clubs: SAGC rank and index, EGF GoR, FESA Elo.
MIT licence.</source>
        <translation>ClubRater {version}
Cotes pour les clubs de go et de shogi : niveau et indice SAGC, GoR EGF, Elo FESA.
Licence MIT.</translation>
    </message>
</context>
<context>
    <name>H9Messages</name>
    <message>
        <source>The EGD tournament table cannot be read: it has no player lines.</source>
        <translation>La table de tournoi EGD ne peut pas être lue : elle n&apos;a aucune ligne de joueur.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be read:</source>
        <translation>La table de tournoi EGD ne peut pas être lue :</translation>
    </message>
    <message>
        <source>class CL[{value}] is not A, B, C or D</source>
        <translation>la classe CL[{value}] n&apos;est pas A, B, C ou D</translation>
    </message>
    <message>
        <source>dates DT[{value}] are not dates like DT[2020-08-30,2020-08-31]</source>
        <translation>les dates DT[{value}] ne sont pas des dates comme DT[2020-08-30,2020-08-31]</translation>
    </message>
    <message>
        <source>DT[{value}] ends before it starts</source>
        <translation>DT[{value}] se termine avant de commencer</translation>
    </message>
    <message>
        <source>handicap rule HA[{value}] is not like HA[h0] .. HA[h9]</source>
        <translation>la règle de handicap HA[{value}] n&apos;est pas comme HA[h0] .. HA[h9]</translation>
    </message>
    <message>
        <source>komi KM[{value}] is not a number</source>
        <translation>le komi KM[{value}] n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>EGD PIN &quot;|{pin}&quot; is not a number</source>
        <translation>le PIN EGD « |{pin} » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>place 0 is not a place (0 means no opponent)</source>
        <translation>la place 0 n&apos;est pas une place (0 veut dire sans adversaire)</translation>
    </message>
    <message>
        <source>round {round}: result &quot;{token}&quot; {problem}</source>
        <translation>ronde {round} : le résultat « {token} » {problem}</translation>
    </message>
    <message>
        <source>no rank, country and club after the name (like: 1 Surname Given 3k FR Club 2+/b0 ...)</source>
        <translation>pas de niveau, de pays ni de club après le nom (comme : 1 Nom Prénom 3k FR Club 2+/b0 ...)</translation>
    </message>
    <message>
        <source>is not like 12+/w3, 7-/b, 3=, 0+, 0- or 0=</source>
        <translation>n&apos;est pas comme 12+/w3, 7-/b, 3=, 0+, 0- ou 0=</translation>
    </message>
    <message>
        <source>is not a free round like 0+, 0- or 0=</source>
        <translation>n&apos;est pas une ronde libre comme 0+, 0- ou 0=</translation>
    </message>
    <message>
        <source>place {place} is already used on line {line}</source>
        <translation>la place {place} est déjà utilisée à la ligne {line}</translation>
    </message>
    <message>
        <source>{results}, but the table has {rounds} (as on line {line})</source>
        <translation>{results}, mais la table a {rounds} (comme à la ligne {line})</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
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
        <translation>ronde {round} : « {token} »</translation>
    </message>
    <message>
        <source>{entry} is a game against the player himself</source>
        <translation>{entry} est une partie contre le joueur lui-même</translation>
    </message>
    <message>
        <source>{entry}: there is no player with place {opponent}</source>
        <translation>{entry} : il n&apos;y a pas de joueur à la place {opponent}</translation>
    </message>
    <message>
        <source>{entry}, but place {place} (line {line}) has &quot;{token}&quot; in round {round}</source>
        <translation>{entry}, mais la place {place} (ligne {line}) a « {token} » à la ronde {round}</translation>
    </message>
    <message>
        <source>results</source>
        <translation>résultats</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>couleurs</translation>
    </message>
    <message>
        <source>handicaps</source>
        <translation>handicaps</translation>
    </message>
    <message>
        <source>by-default marks</source>
        <translation>marques de forfait</translation>
    </message>
    <message>
        <source>{entry} against place {place}, whose round {round} is &quot;{token}&quot; (line {line}): the {what} do not match</source>
        <translation>{entry} contre la place {place}, dont la ronde {round} est « {token} » (ligne {line}) : les {what} ne concordent pas</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>no EV[] tag naming the event</source>
        <translation>pas de balise EV[] nommant le tournoi</translation>
    </message>
    <message>
        <source>no DT[start,end] tag, so its games have no date</source>
        <translation>pas de balise DT[début,fin] : ses parties n&apos;ont donc pas de date</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>aucun joueur</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has the same name as line {line}</source>
        <translation>« {name} » a le même nom que la ligne {line}</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported: it has {what}.</source>
        <translation>La table de tournoi EGD ne peut pas être importée : elle a {what}.</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported:</source>
        <translation>La table de tournoi EGD ne peut pas être importée :</translation>
    </message>
    <message>
        <source>player {number} has no name</source>
        <translation>le joueur {number} n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>le joueur « {name} » n&apos;a pas de niveau</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is listed twice among the players</source>
        <translation>« {name} » figure deux fois parmi les joueurs</translation>
    </message>
    <message>
        <source>handicap {handicap} is not 0..{most}</source>
        <translation>le handicap {handicap} n&apos;est pas 0..{most}</translation>
    </message>
    <message>
        <source>The event cannot be written as an EGD table:</source>
        <translation>Le tournoi ne peut pas être écrit en table EGD :</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has two games in round {round}</source>
        <translation>« {name} » a deux parties à la ronde {round}</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}.</translation>
    </message>
    <message>
        <source>&quot;{who}&quot; is not among the event&apos;s players</source>
        <translation>« {who} » n&apos;est pas parmi les joueurs du tournoi</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; plays against himself</source>
        <translation>« {name} » joue contre lui-même</translation>
    </message>
    <message>
        <source>round {round} is not a round number</source>
        <translation>la ronde {round} n&apos;est pas un numéro de ronde</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Point at a dot to see the game.</source>
        <translation>Survolez un point pour voir la partie.</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Pas encore de parties comptées</translation>
    </message>
    <message>
        <source>Choose a player to see their rank and index over time.</source>
        <extracomment>SAGC: the rank (kyu/dan) and the index within it, drawn over time.</extracomment>
        <translation>Choisissez un joueur pour voir l&apos;évolution de son niveau et de son indice.</translation>
    </message>
    <message>
        <source>Choose a player to see their {value} over time.</source>
        <extracomment>{value} is the rating&apos;s name: GoR, Elo or rating.</extracomment>
        <translation>Choisissez un joueur pour voir son évolution en {value}.</translation>
    </message>
    <message>
        <source>Rank and index</source>
        <extracomment>The chart&apos;s vertical axis (SAGC): kyu/dan rank, with the index within each rank.</extracomment>
        <translation>Niveau et indice</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Players or games (*.xlsx *.xlsm *.csv);;Excel workbooks (*.xlsx *.xlsm);;CSV files (*.csv);;All files (*)</source>
        <translation>Joueurs ou parties (*.xlsx *.xlsm *.csv);;Classeurs Excel (*.xlsx *.xlsm);;Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Le fichier {path} n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>sheet of the workbook</comment>
        <extracomment>The sheet of a workbook (or the kind of CSV file) a problem row is on: Players, Games or Adjustments.</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>sheet of the workbook</comment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <comment>sheet of the workbook</comment>
        <translation>Ajustements</translation>
    </message>
    <message>
        <source>Import players or games</source>
        <translation>Importer des joueurs ou des parties</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lecture de {file}…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importation de {file}…</translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>{problem} (did you mean &quot;{guess}&quot;?)</source>
        <translation>{problem} (vouliez-vous dire « {guess} » ?)</translation>
    </message>
    <message>
        <source>&quot;{kind}&quot; is not something ClubRater imports (players, games, h9, fesa).</source>
        <translation>« {kind} » n&apos;est pas quelque chose que ClubRater importe (players, games, h9, fesa).</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored. Problems:</source>
        <translation>{file} n&apos;a pas été importé ; rien n&apos;a été enregistré. Problèmes :</translation>
    </message>
    <message>
        <source>There is no file {file}.</source>
        <translation>Il n&apos;y a pas de fichier {file}.</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>joueur inconnu « {name} »</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already in the club with its games; nothing was imported. Delete its games first to import the table again.</source>
        <translation>Le tournoi « {name} » est déjà dans le club avec ses parties ; rien n&apos;a été importé. Supprimez d&apos;abord ses parties pour importer la table à nouveau.</translation>
    </message>
    <message>
        <source>The file was not imported; nothing was stored. Problems:</source>
        <translation>Le fichier n&apos;a pas été importé ; rien n&apos;a été enregistré. Problèmes :</translation>
    </message>
    <message>
        <source>adjustment: unknown player &quot;{player}&quot;</source>
        <translation>ajustement : joueur inconnu « {player} »</translation>
    </message>
    <message>
        <source>adjustment: it sets no rank, index or rating</source>
        <translation>ajustement : il ne fixe ni niveau, ni index, ni cote</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>ajustement : {problem}</translation>
    </message>
    <message>
        <source>neither {black} nor {white} plays for your club and the game is in no event your club entered; a secretary enters only his own club&apos;s games</source>
        <translation>ni {black} ni {white} ne joue pour votre club, et la partie n&apos;appartient à aucun tournoi saisi par votre club ; un secrétaire ne saisit que les parties de son propre club</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import {file}</source>
        <translation>Importer {file}</translation>
    </message>
    <message>
        <source>Sheet</source>
        <comment>workbook sheet</comment>
        <extracomment>Columns of the problem list: the workbook sheet, the line number in the file, what is wrong.</extracomment>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>line of the file</comment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problème (%n)</numerusform>
            <numerusform>Problèmes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on the way in</source>
        <translation>Modifié à l&apos;importation</translation>
    </message>
    <message numerus="yes">
        <source>Changed (%n)</source>
        <translation>
            <numerusform>Modifié (%n)</numerusform>
            <numerusform>Modifiés (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column: the player&apos;s kyu/dan rank (or shogi grade), not a position.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>kyu/dan rank</comment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>the player&apos;s home club</comment>
        <translation>Club</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Nouveau joueur (%n)</numerusform>
            <numerusform>Nouveaux joueurs (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Columns of the new events: name, first day, EGF tournament class (A-D).</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class A-D</comment>
        <translation>Classe</translation>
    </message>
    <message numerus="yes">
        <source>New events (%n)</source>
        <translation>
            <numerusform>Nouveau tournoi (%n)</numerusform>
            <numerusform>Nouveaux tournois (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the club</source>
        <extracomment>Marks a game of the file that the club already has (it is not imported again).</extracomment>
        <translation>déjà dans le club</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Columns of the games: Result is the winner&apos;s letter (B, W, J for jigo); Type the kind of game.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>winner of a game</comment>
        <translation>Résultat</translation>
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
        <translation>Type</translation>
    </message>
    <message>
        <source>In the club</source>
        <comment>is the game already stored</comment>
        <translation>Dans le club</translation>
    </message>
    <message numerus="yes">
        <source>Games (%n)</source>
        <translation>
            <numerusform>Partie (%n)</numerusform>
            <numerusform>Parties (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message numerus="yes">
        <source>Import only the %n new game(s)</source>
        <translation>
            <numerusform>Importer seulement la %n nouvelle partie</numerusform>
            <numerusform>Importer seulement les %n nouvelles parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nouveau joueur</numerusform>
            <numerusform>%n nouveaux joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nouveau tournoi</numerusform>
            <numerusform>%n nouveaux tournois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank adjustment(s)</source>
        <extracomment>Set by hand: a player&apos;s kyu/dan rank (and index or rating) from a date on.</extracomment>
        <translation>
            <numerusform>%n ajustement de niveau</numerusform>
            <numerusform>%n ajustements de niveau</numerusform>
        </translation>
    </message>
    <message>
        <source>{players}, {events}, {games} and {adjustments}</source>
        <translation>{players}, {events}, {games} et {adjustments}</translation>
    </message>
    <message>
        <source>{players}, {events} and {games}</source>
        <translation>{players}, {events} et {games}</translation>
    </message>
    <message numerus="yes">
        <source>{file} cannot be imported: it has %n problem(s), listed below. Nothing has been stored. Correct the file and import it again (it would add {adds}).</source>
        <translation>
            <numerusform>{file} ne peut pas être importé : il contient %n problème, indiqué ci-dessous. Rien n&apos;a été enregistré. Corrigez le fichier et importez-le à nouveau (il ajouterait {adds}).</numerusform>
            <numerusform>{file} ne peut pas être importé : il contient %n problèmes, indiqués ci-dessous. Rien n&apos;a été enregistré. Corrigez le fichier et importez-le à nouveau (il ajouterait {adds}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} adds nothing new to the club: the club already has its %n game(s).</source>
        <translation>
            <numerusform>{file} n&apos;apporte rien de nouveau au club : le club a déjà sa %n partie.</numerusform>
            <numerusform>{file} n&apos;apporte rien de nouveau au club : le club a déjà ses %n parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} adds nothing new to the club.</source>
        <translation>{file} n&apos;apporte rien de nouveau au club.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) or note(s) lost invisible characters that would show text backwards or hide it (listed under Changed).</source>
        <translation>
            <numerusform>%n nom ou note a perdu des caractères invisibles qui afficheraient le texte à l&apos;envers ou le cacheraient (indiqué sous Modifié).</numerusform>
            <numerusform>%n noms ou notes ont perdu des caractères invisibles qui afficheraient le texte à l&apos;envers ou le cacheraient (indiqués sous Modifié).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out, because the club already has them: %n game(s) (marked under Games).</source>
        <extracomment>Some games of the file are stored already (marked in the Games tab); only the others are imported.</extracomment>
        <translation>
            <numerusform>Laissée de côté, car le club l&apos;a déjà : %n partie (signalée sous Parties).</numerusform>
            <numerusform>Laissées de côté, car le club les a déjà : %n parties (signalées sous Parties).</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {file} adds {adds}.{changed} Nothing is stored until you press Import.</source>
        <translation>L&apos;importation de {file} ajoute {adds}.{changed} Rien n&apos;est enregistré avant que vous appuyiez sur Importer.</translation>
    </message>
</context>
<context>
    <name>ImportedMessages</name>
    <message>
        <source>{games} games</source>
        <translation>{games} parties</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} joueurs</translation>
    </message>
    <message>
        <source>{file} was already imported on {when:%Y-%m-%d %H:%M} ({what}); nothing was stored. Importing it again would put its games in twice; use --again to do so anyway.</source>
        <translation>{file} a déjà été importé le {when:%Y-%m-%d %H:%M} ({what}) ; rien n&apos;a été enregistré. L&apos;importer à nouveau mettrait ses parties en double ; utilisez --again pour le faire quand même.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As this computer ({language})</source>
        <translation>Comme cet ordinateur ({language})</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Lan&amp;gue</translation>
    </message>
</context>
<context>
    <name>ListFileMessages</name>
    <message>
        <source>the EGD world list (allworld_lp.html, .txt or .zip), the FFG ladder (ech_ffg_V3.txt) or the AGA list (TDListA.txt)</source>
        <translation>la liste mondiale EGD (allworld_lp.html, .txt ou .zip), l&apos;échelle FFG (ech_ffg_V3.txt) ou la liste AGA (TDListA.txt)</translation>
    </message>
    <message>
        <source>{length} bytes long, shorter than an EGD player line (81)</source>
        <translation>longue de {length} octets, plus courte qu&apos;une ligne de joueur EGD (81)</translation>
    </message>
    <message>
        <source>grade &quot;{text}&quot; is not a grade like 12k, 3d or 1p</source>
        <translation>le grade « {text} » n&apos;est pas un grade comme 12k, 3d ou 1p</translation>
    </message>
    <message>
        <source>promotion/demotion &quot;{text}&quot; is neither a grade nor --</source>
        <translation>la promotion/rétrogradation « {text} » n&apos;est ni un grade ni --</translation>
    </message>
    <message>
        <source>GoR &quot;{text}&quot; is not a whole number</source>
        <translation>le GoR « {text} » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>number of tournaments &quot;{text}&quot; is not a whole number</source>
        <translation>le nombre de tournois « {text} » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>country &quot;{text}&quot; is not two letters</source>
        <translation>le pays « {text} » n&apos;est pas fait de deux lettres</translation>
    </message>
    <message>
        <source>{file} has no player lines of the EGD list.</source>
        <translation>{file} n&apos;a aucune ligne de joueur de la liste EGD.</translation>
    </message>
    <message>
        <source>The file has no player lines of the EGD list.</source>
        <translation>Le fichier n&apos;a aucune ligne de joueur de la liste EGD.</translation>
    </message>
    <message>
        <source>{name} is cut short: the EGD list&apos;s last line (Number of players) is missing; nothing was loaded.</source>
        <translation>{name} est tronqué : la dernière ligne de la liste EGD (Number of players) manque ; rien n&apos;a été chargé.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the EGD list&apos;s layout; nothing was loaded:</source>
        <translation>{name} : {count} lignes ne suivent pas la disposition de la liste EGD ; rien n&apos;a été chargé :</translation>
    </message>
    <message>
        <source>{name} says it holds {declared} players but has {players} player lines; it is cut short or damaged, and nothing was loaded.</source>
        <translation>{name} dit contenir {declared} joueurs mais a {players} lignes de joueur ; il est tronqué ou endommagé, et rien n&apos;a été chargé.</translation>
    </message>
    <message>
        <source>{length} bytes long; an FFG ladder line is 61 (58 in older ladders)</source>
        <translation>longue de {length} octets ; une ligne de l&apos;échelle FFG en a 61 (58 dans les anciennes échelles)</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a whole number</source>
        <translation>la cote « {text} » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>{name} does not start with the FFG ladder&apos;s line #Echelle au DD/MM/YYYY.</source>
        <translation>{name} ne commence pas par la ligne #Echelle au DD/MM/YYYY de l&apos;échelle FFG.</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the FFG ladder&apos;s layout; nothing was loaded:</source>
        <translation>{name} : {count} lignes ne suivent pas la disposition de l&apos;échelle FFG ; rien n&apos;a été chargé :</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date like 12/31/2019</source>
        <translation>« {text} » n&apos;est pas une date comme 12/31/2019</translation>
    </message>
    <message>
        <source>{count} tab-separated fields; the AGA list has 9</source>
        <translation>{count} champs séparés par des tabulations ; la liste AGA en a 9</translation>
    </message>
    <message>
        <source>AGA ID &quot;{text}&quot; is not a number</source>
        <translation>l&apos;ID AGA « {text} » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a number</source>
        <translation>la cote « {text} » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>sigma &quot;{text}&quot; is not a number</source>
        <translation>le sigma « {text} » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>expiry {problem}</source>
        <translation>expiration {problem}</translation>
    </message>
    <message>
        <source>rating date {problem}</source>
        <translation>date de cote {problem}</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the AGA list&apos;s layout; nothing was loaded:</source>
        <translation>{name} : {count} lignes ne suivent pas la disposition de la liste AGA ; rien n&apos;a été chargé :</translation>
    </message>
    <message>
        <source>{name} is a zip without the one list inside that the EGD&apos;s zip holds.</source>
        <translation>{name} est un zip sans la liste unique que contient le zip de l&apos;EGD.</translation>
    </message>
    <message>
        <source>{name} holds a file of {size} bytes: far too big for a list.</source>
        <translation>{name} contient un fichier de {size} octets : bien trop gros pour une liste.</translation>
    </message>
    <message>
        <source>{name} is a damaged zip file ({reason}).</source>
        <translation>{name} est un fichier zip endommagé ({reason}).</translation>
    </message>
    <message>
        <source>{name} is the {found}, not the {wanted}.</source>
        <translation>{name} est la {found}, pas la {wanted}.</translation>
    </message>
    <message>
        <source>{name} is none of the lists ClubRater reads: {lists}.</source>
        <translation>{name} n&apos;est aucune des listes que ClubRater lit : {lists}.</translation>
    </message>
    <message>
        <source>{name}: {count} entries hold names ClubRater does not store; nothing was loaded:</source>
        <translation>{name} : {count} entrées contiennent des noms que ClubRater n&apos;enregistre pas ; rien n&apos;a été chargé :</translation>
    </message>
    <message>
        <source>surname</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>nom de famille</translation>
    </message>
    <message>
        <source>first name</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>prénom</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>club</translation>
    </message>
    <message>
        <source>{name} is {size} bytes: far too big for a rating list.</source>
        <translation>{name} fait {size} octets : bien trop gros pour une liste de classement.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Il n&apos;y a pas de fichier {path}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a rating list.</source>
        <translation>{path} est un dossier, pas une liste de classement.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} ne peut pas être lu ({reason}).</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://).</source>
        <translation>« {url} » n&apos;est pas une adresse web (http:// ou https://).</translation>
    </message>
    <message>
        <source>The server at {url} answered {code} ({reason}); nothing was loaded.</source>
        <translation>Le serveur de {url} a répondu {code} ({reason}) ; rien n&apos;a été chargé.</translation>
    </message>
    <message>
        <source>{url} could not be reached ({reason}); is this computer online?</source>
        <translation>{url} n&apos;a pas pu être joint ({reason}) ; cet ordinateur est-il en ligne ?</translation>
    </message>
    <message>
        <source>{url} sent more than {size} bytes: far too big for a rating list.</source>
        <translation>{url} a envoyé plus de {size} octets : bien trop gros pour une liste de classement.</translation>
    </message>
</context>
<context>
    <name>ListMessages</name>
    <message>
        <source>unknown date</source>
        <translation>date inconnue</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} du {date} : {players} joueurs</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://); nothing was changed.</source>
        <translation>« {url} » n&apos;est pas une adresse web (http:// ou https://) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>This {name} is of {date}, older than the one the club keeps ({kept}); nothing was loaded. Load it with --force to replace the newer list anyway.</source>
        <translation>Cette {name} date du {date}, elle est plus ancienne que celle que garde le club ({kept}) ; rien n&apos;a été chargé. Chargez-la avec --force pour remplacer quand même la liste plus récente.</translation>
    </message>
    <message>
        <source>{summary}; replaces the list of {date}</source>
        <translation>{summary} ; remplace la liste du {date}</translation>
    </message>
    <message>
        <source>{summary} ({count} placeholder entries left out)</source>
        <translation>{summary} ({count} entrées fictives laissées de côté)</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE, or clubrater list update {fed}).</source>
        <translation>Le club ne garde pas de {list} ; chargez-en une d&apos;abord (clubrater list load FICHIER, ou clubrater list update {fed}).</translation>
    </message>
    <message>
        <source>There is nobody with {id_name} {id} in the {list} of {date}.</source>
        <translation>Il n&apos;y a personne avec {id_name} {id} dans la {list} du {date}.</translation>
    </message>
    <message>
        <source>{name} has neither a rating nor a grade in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} n&apos;a ni cote ni grade dans la {list} ; indiquez le niveau auquel il commence (--rank).</translation>
    </message>
    <message>
        <source>{name} has no grade or rating in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} n&apos;a ni grade ni cote dans la {list} ; indiquez le niveau auquel il commence (--rank).</translation>
    </message>
    <message>
        <source>{name} is already in the player list with {id_name} {id}; nobody was added.</source>
        <translation>{name} est déjà dans la liste des joueurs avec {id_name} {id} ; personne n&apos;a été ajouté.</translation>
    </message>
    <message>
        <source>{problem} Nobody was added.</source>
        <translation>{problem} Personne n&apos;a été ajouté.</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE).</source>
        <translation>Le club ne garde pas de {list} ; chargez-en une d&apos;abord (clubrater list load FICHIER).</translation>
    </message>
</context>
<context>
    <name>ListSearch</name>
    <message>
        <source> or </source>
        <extracomment>Joins the names of two or three lists: &quot;EGD list or FFG ladder&quot;.</extracomment>
        <translation> ou </translation>
    </message>
    <message>
        <source>federation&apos;s list</source>
        <translation>liste de la fédération</translation>
    </message>
    <message>
        <source>Find him in the {lists}: name or ID, then Enter</source>
        <extracomment>{lists} names the lists searched (&quot;EGD list or FFG ladder&quot;).</extracomment>
        <translation>Chercher dans {lists} : nom ou ID, puis Entrée</translation>
    </message>
    <message>
        <source>Find in the rating lists</source>
        <translation>Chercher dans les listes de cotes</translation>
    </message>
    <message>
        <source>No rating list is loaded (clubrater list load FILE).</source>
        <translation>Aucune liste de cotes n&apos;est chargée (clubrater list load FICHIER).</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening the club…</source>
        <translation>Ouverture du club…</translation>
    </message>
    <message>
        <source>A big club takes a few seconds: every rating is worked out from its games.</source>
        <translation>Un grand club prend quelques secondes : chaque cote est recalculée à partir de ses parties.</translation>
    </message>
</context>
<context>
    <name>LockMessages</name>
    <message>
        <source>on this computer</source>
        <translation>sur cet ordinateur</translation>
    </message>
    <message>
        <source>on the computer {computer}</source>
        <translation>sur l&apos;ordinateur {computer}</translation>
    </message>
    <message>
        <source>{program} (process {process}) {where}</source>
        <translation>{program} (processus {process}) {where}</translation>
    </message>
    <message>
        <source>ClubRater cannot make the lock that keeps a second writer out of {file}; nothing was changed.</source>
        <translation>ClubRater ne peut pas créer le verrou qui empêche un second programme d&apos;écrire dans {file} ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot open {file} for changes there.</source>
        <translation>ClubRater ne peut pas écrire dans {folder}, il ne peut donc pas y ouvrir {file} pour le modifier.</translation>
    </message>
    <message>
        <source>ClubRater cannot even make the lock file for {file}; nothing was changed.</source>
        <translation>ClubRater ne peut même pas créer le fichier verrou de {file} ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>ClubRater cannot lock {file} ({reason}).</source>
        <translation>ClubRater ne peut pas verrouiller {file} ({reason}).</translation>
    </message>
    <message>
        <source>{file} is already open by {who}.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} est déjà ouvert par {who}.

Vous pouvez l&apos;ouvrir en lecture seule pour consulter ; les modifications ne peuvent se faire que dans la fenêtre où il est ouvert.</translation>
    </message>
    <message>
        <source>{file} is already open.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} est déjà ouvert.

Vous pouvez l&apos;ouvrir en lecture seule pour consulter ; les modifications ne peuvent se faire que dans la fenêtre où il est ouvert.</translation>
    </message>
    <message>
        <source>{text}

If ClubRater is no longer running on {computer}, delete {lock} to unlock it.</source>
        <translation>{text}

Si ClubRater ne tourne plus sur {computer}, supprimez {lock} pour le déverrouiller.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New club…</source>
        <translation>&amp;Nouveau club…</translation>
    </message>
    <message>
        <source>Start a new club file</source>
        <translation>Créer un nouveau fichier de club</translation>
    </message>
    <message>
        <source>&amp;Open club file…</source>
        <translation>&amp;Ouvrir un fichier de club…</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Ouvrir un fichier de club</translation>
    </message>
    <message>
        <source>Try the &amp;demo club</source>
        <translation>Essayer le club de &amp;démonstration</translation>
    </message>
    <message>
        <source>Open a made-up club to try things out</source>
        <translation>Ouvrir un club fictif pour faire des essais</translation>
    </message>
    <message>
        <source>Connect to a &amp;federation database…</source>
        <translation>Se connecter à une base de &amp;fédération…</translation>
    </message>
    <message>
        <source>Work on the clubs&apos; shared rating list on a PostgreSQL server</source>
        <translation>Travailler sur la liste de cotes commune des clubs, sur un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>P&amp;ush a club file into the federation…</source>
        <translation>&amp;Envoyer un fichier de club à la fédération…</translation>
    </message>
    <message>
        <source>Move a club file&apos;s players and games into the federation database, after a preview</source>
        <translation>Transférer les joueurs et les parties d&apos;un fichier de club dans la base de la fédération, après un aperçu</translation>
    </message>
    <message>
        <source>Pu&amp;ll a club file from the federation…</source>
        <translation>&amp;Récupérer un fichier de club depuis la fédération…</translation>
    </message>
    <message>
        <source>Write the whole federation into a new club file of your club, to use without the server</source>
        <translation>Écrire toute la fédération dans un nouveau fichier de club de votre club, pour travailler sans le serveur</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Add players or games from a file</source>
        <translation>Ajouter des joueurs ou des parties depuis un fichier</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Exporter le &amp;classeur…</translation>
    </message>
    <message>
        <source>Standings, games and players as a spreadsheet</source>
        <translation>Classement, parties et joueurs dans un tableur</translation>
    </message>
    <message>
        <source>Export games as &amp;CSV…</source>
        <translation>Exporter les parties en CS&amp;V…</translation>
    </message>
    <message>
        <source>Every game as a CSV file</source>
        <translation>Toutes les parties dans un fichier CSV</translation>
    </message>
    <message>
        <source>Export FESA &amp;list (all.txt)…</source>
        <translation>Exporter la &amp;liste FESA (all.txt)…</translation>
    </message>
    <message>
        <source>The Elo list in the FESA rating program&apos;s layout</source>
        <translation>La liste Elo au format du programme de classement FESA</translation>
    </message>
    <message>
        <source>Export FESA &amp;tournament files…</source>
        <translation>Exporter les fichiers de &amp;tournoi FESA…</translation>
    </message>
    <message>
        <source>One event as turnering.txt and nye-spillere for FESA&apos;s rating officer</source>
        <translation>Un tournoi en turnering.txt et nye-spillere pour le responsable du classement FESA</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>See the noticeboard standings before printing</source>
        <translation>Voir le classement du tableau d&apos;affichage avant de l&apos;imprimer</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Imprimer le cla&amp;ssement…</translation>
    </message>
    <message>
        <source>Print the noticeboard standings</source>
        <translation>Imprimer le classement du tableau d&apos;affichage</translation>
    </message>
    <message>
        <source>Save standings as P&amp;DF…</source>
        <translation>Enregistrer le classement en &amp;PDF…</translation>
    </message>
    <message>
        <source>The noticeboard standings as a PDF file</source>
        <translation>Le classement du tableau d&apos;affichage en fichier PDF</translation>
    </message>
    <message>
        <source>Print &quot;1 &amp;win to …&quot; lines</source>
        <extracomment>A choice for the noticeboard printout: a line &quot;1 win to 9k&quot; under each player one win from promotion.</extracomment>
        <translation>Imprimer les lignes « 1 &amp;victoire pour … »</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, the noticeboard says &quot;1 win to 9k&quot;</source>
        <translation>Sous chaque joueur à une victoire de la promotion, le classement affiché indique « 1 victoire pour 9k »</translation>
    </message>
    <message>
        <source>Publish &amp;website…</source>
        <translation>Publier le site &amp;web…</translation>
    </message>
    <message>
        <source>The club&apos;s standings, record sheets and events as web pages, to upload or open from disk</source>
        <translation>Le classement, les feuilles de résultats et les tournois du club en pages web, à mettre en ligne ou à ouvrir depuis le disque</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>Sauve&amp;garder maintenant</translation>
    </message>
    <message>
        <source>Put a copy of the club file in its backups folder</source>
        <translation>Placer une copie du fichier du club dans son dossier de sauvegardes</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Restaurer une sa&amp;uvegarde…</translation>
    </message>
    <message>
        <source>Go back to a copy of the club file taken earlier</source>
        <translation>Revenir à une copie antérieure du fichier du club</translation>
    </message>
    <message>
        <source>&amp;Close club</source>
        <translation>Fer&amp;mer le club</translation>
    </message>
    <message>
        <source>Close this club and show the welcome page</source>
        <translation>Fermer ce club et afficher la page d&apos;accueil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Leave ClubRater (everything is already saved)</source>
        <translation>Quitter ClubRater (tout est déjà enregistré)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Club &amp;settings…</source>
        <translation>&amp;Paramètres du club…</translation>
    </message>
    <message>
        <source>Club name, rating system, default komi</source>
        <translation>Nom du club, système de cotation, komi par défaut</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <extracomment>The club&apos;s rating list, strongest first (German &quot;Rangliste&quot;, French &quot;classement&quot;).</extracomment>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>The rating list</source>
        <translation>Le classement du club</translation>
    </message>
    <message>
        <source>&amp;Enter a game</source>
        <translation>&amp;Saisir une partie</translation>
    </message>
    <message>
        <source>Type one game; Enter saves it</source>
        <translation>Saisir une partie ; Entrée l&apos;enregistre</translation>
    </message>
    <message>
        <source>&amp;Record sheet</source>
        <extracomment>The record sheet: the list of an evening&apos;s games, one game a row (as on the club&apos;s paper sheet).</extracomment>
        <translation>&amp;Feuille de résultats</translation>
    </message>
    <message>
        <source>Type an evening&apos;s games row by row</source>
        <translation>Saisir les parties d&apos;une soirée ligne par ligne</translation>
    </message>
    <message>
        <source>&amp;Games list</source>
        <translation>&amp;Liste des parties</translation>
    </message>
    <message>
        <source>Every game, with filters</source>
        <translation>Toutes les parties, avec filtres</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>&amp;Tournois</translation>
    </message>
    <message>
        <source>Tournaments and other events</source>
        <translation>Tournois et autres événements</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Joueur</translation>
    </message>
    <message>
        <source>One player&apos;s record sheet and chart</source>
        <translation>La feuille de résultats et la courbe d&apos;un joueur</translation>
    </message>
    <message>
        <source>Clu&amp;b night</source>
        <translation>Soirée du clu&amp;b</translation>
    </message>
    <message>
        <source>Tick who is here, pair them, print the pairings</source>
        <translation>Cocher qui est là, apparier, imprimer les appariements</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>&amp;Rechercher un joueur</translation>
    </message>
    <message>
        <source>Type to filter the standings</source>
        <translation>Taper pour filtrer le classement</translation>
    </message>
    <message>
        <source>How &amp;well the ratings predict</source>
        <translation>&amp;Qualité des prévisions des classements</translation>
    </message>
    <message>
        <source>Each rating system scored on the club&apos;s own games: which predicts best, and are the handicaps fair?</source>
        <translation>Chaque système de classement évalué sur les parties du club : lequel prédit le mieux, et les handicaps sont-ils justes ?</translation>
    </message>
    <message>
        <source>Show players &amp;not on the list</source>
        <translation>Afficher les joueurs &amp;hors liste</translation>
    </message>
    <message>
        <source>Include inactive players in the standings</source>
        <translation>Inclure les joueurs inactifs dans le classement</translation>
    </message>
    <message>
        <source>&amp;Save the record sheet</source>
        <translation>&amp;Enregistrer la feuille de résultats</translation>
    </message>
    <message>
        <source>Save every game of the record sheet</source>
        <translation>Enregistrer toutes les parties de la feuille de résultats</translation>
    </message>
    <message>
        <source>&amp;Add the missing player</source>
        <translation>&amp;Ajouter le joueur manquant</translation>
    </message>
    <message>
        <source>Add the player (or event) the current row of the record sheet does not know</source>
        <translation>Ajouter le joueur (ou le tournoi) que la ligne courante de la feuille de résultats ne connaît pas</translation>
    </message>
    <message>
        <source>C&amp;lear the record sheet</source>
        <translation>&amp;Vider la feuille de résultats</translation>
    </message>
    <message>
        <source>Empty the record sheet without saving</source>
        <translation>Vider la feuille de résultats sans enregistrer</translation>
    </message>
    <message>
        <source>&amp;Change game…</source>
        <translation>&amp;Modifier la partie…</translation>
    </message>
    <message>
        <source>Correct the selected game</source>
        <translation>Corriger la partie sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Delete game</source>
        <translation>Su&amp;pprimer la partie</translation>
    </message>
    <message>
        <source>Delete the selected games</source>
        <translation>Supprimer les parties sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Ajouter un joueur…</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>Un nouveau joueur</translation>
    </message>
    <message>
        <source>&amp;Change player…</source>
        <translation>&amp;Modifier le joueur…</translation>
    </message>
    <message>
        <source>Name, rank, club of the selected player</source>
        <translation>Nom, niveau, club du joueur sélectionné</translation>
    </message>
    <message>
        <source>&amp;Merge two players…</source>
        <translation>&amp;Fusionner deux joueurs…</translation>
    </message>
    <message>
        <source>One person entered twice: move the games of one entry to the other</source>
        <translation>Une personne saisie deux fois : transférer les parties d&apos;une fiche vers l&apos;autre</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <extracomment>An inactive player is left off the standings until he plays again.</extracomment>
        <translation>Marquer &amp;inactif</translation>
    </message>
    <message>
        <source>Take the player off the standings (or put them back)</source>
        <translation>Retirer le joueur du classement (ou l&apos;y remettre)</translation>
    </message>
    <message>
        <source>Ad&amp;just rank…</source>
        <extracomment>Set a player&apos;s kyu/dan rank (and index or rating) by hand from a date on.</extracomment>
        <translation>A&amp;juster le niveau…</translation>
    </message>
    <message>
        <source>Set the player&apos;s rank and index from a date on</source>
        <translation>Fixer le niveau et l&apos;indice du joueur à partir d&apos;une date</translation>
    </message>
    <message>
        <source>&amp;Remove this adjustment</source>
        <translation>&amp;Retirer cet ajustement</translation>
    </message>
    <message>
        <source>Take back the adjustment selected in the player&apos;s record sheet</source>
        <translation>Annuler l&apos;ajustement sélectionné dans la feuille de résultats du joueur</translation>
    </message>
    <message>
        <source>&amp;Open player</source>
        <translation>&amp;Ouvrir le joueur</translation>
    </message>
    <message>
        <source>The selected player&apos;s record sheet and chart</source>
        <translation>La feuille de résultats et la courbe du joueur sélectionné</translation>
    </message>
    <message>
        <source>&amp;Report for this player…</source>
        <translation>Rappor&amp;t pour ce joueur…</translation>
    </message>
    <message>
        <source>A printable report of the player&apos;s record sheet</source>
        <translation>Un rapport imprimable de la feuille de résultats du joueur</translation>
    </message>
    <message>
        <source>Com&amp;pare with…</source>
        <translation>Com&amp;parer avec…</translation>
    </message>
    <message>
        <source>Draw a second player&apos;s history on the chart</source>
        <translation>Tracer l&apos;historique d&apos;un second joueur sur le graphique</translation>
    </message>
    <message>
        <source>Compare with &amp;list…</source>
        <extracomment>&quot;list&quot;: a federation&apos;s rating list (EGD, FFG, AGA) kept on this computer.</extracomment>
        <translation>Comparer avec une &amp;liste…</translation>
    </message>
    <message>
        <source>The club&apos;s players against the EGD, FFG or AGA list kept: who differs, IDs and ratings to store</source>
        <translation>Les joueurs du club face à la liste EGD, FFG ou AGA conservée : qui diffère, IDs et cotes à enregistrer</translation>
    </message>
    <message>
        <source>Download a rating lis&amp;t…</source>
        <translation>&amp;Télécharger une liste de classement…</translation>
    </message>
    <message>
        <source>The EGD, FFG or AGA list from the federation&apos;s web site, kept in the club file (list update)</source>
        <translation>La liste EGD, FFG ou AGA depuis le site de la fédération, conservée dans le fichier du club (list update)</translation>
    </message>
    <message>
        <source>&amp;Add event…</source>
        <translation>&amp;Ajouter un tournoi…</translation>
    </message>
    <message>
        <source>A tournament or other event</source>
        <translation>Un tournoi ou un autre événement</translation>
    </message>
    <message>
        <source>&amp;Change event…</source>
        <translation>&amp;Modifier le tournoi…</translation>
    </message>
    <message>
        <source>Name, dates, class of the selected event</source>
        <translation>Nom, dates, classe du tournoi sélectionné</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>&amp;Supprimer le tournoi…</translation>
    </message>
    <message>
        <source>Remove the selected event (one without games)</source>
        <translation>Supprimer le tournoi sélectionné (un tournoi sans parties)</translation>
    </message>
    <message>
        <source>&amp;How to enter games</source>
        <translation>&amp;Comment saisir les parties</translation>
    </message>
    <message>
        <source>A short guide</source>
        <translation>Un petit guide</translation>
    </message>
    <message>
        <source>&amp;About ClubRater</source>
        <translation>À &amp;propos de ClubRater</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version et licence</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Mark &amp;active again</source>
        <translation>Marquer comme a&amp;ctif</translation>
    </message>
    <message numerus="yes">
        <source>The record sheet has %n row(s) not saved. Leave without saving them?</source>
        <translation>
            <numerusform>La feuille de résultats a %n ligne non enregistrée. Quitter sans l&apos;enregistrer ?</numerusform>
            <numerusform>La feuille de résultats a %n lignes non enregistrées. Quitter sans les enregistrer ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>Go back to the sheet</source>
        <translation>Revenir à la feuille</translation>
    </message>
    <message>
        <source>There is no club file at {path} any more. Was it moved, or on a memory stick?</source>
        <translation>Il n&apos;y a plus de fichier de club à {path}. A-t-il été déplacé, ou est-il sur une clé USB ?</translation>
    </message>
    <message>
        <source>Opening {club}…</source>
        <translation>Ouverture de {club}…</translation>
    </message>
    <message>
        <source>There is already a club file at {path}. Open it, or choose another place or name.</source>
        <translation>Il y a déjà un fichier de club à {path}. Ouvrez-le, ou choisissez un autre emplacement ou un autre nom.</translation>
    </message>
    <message>
        <source>Creating {club}…</source>
        <translation>Création de {club}…</translation>
    </message>
    <message>
        <source>Opening the demo club…</source>
        <translation>Ouverture du club de démonstration…</translation>
    </message>
    <message>
        <source>The first time, two years of club nights are made up.</source>
        <translation>La première fois, deux ans de soirées de club sont inventés.</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>Fichiers de club (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Fill in the new club&apos;s name and rating system, then press Create the club.</source>
        <translation>Indiquez le nom et le système de cotation du nouveau club, puis appuyez sur Créer le club.</translation>
    </message>
    <message>
        <source>No recent clubs</source>
        <translation>Aucun club récent</translation>
    </message>
    <message>
        <source>{club} — {file} (read-only) — {app}</source>
        <translation>{club} — {file} (lecture seule) — {app}</translation>
    </message>
    <message>
        <source>{club} — {file} — {app}</source>
        <translation>{club} — {file} — {app}</translation>
    </message>
    <message>
        <source>Read-only: this club is open in another ClubRater window; changes can only be made there.</source>
        <translation>Lecture seule : ce club est ouvert dans une autre fenêtre ClubRater ; les modifications ne peuvent se faire que là-bas.</translation>
    </message>
    <message>
        <source>Taking a backup…</source>
        <translation>Sauvegarde en cours…</translation>
    </message>
    <message>
        <source>Took a backup of {file} ({backup}); File &gt; Restore a backup lists it.</source>
        <translation>Sauvegarde de {file} effectuée ({backup}) ; Fichier &gt; Restaurer une sauvegarde la liste.</translation>
    </message>
    <message>
        <source>ClubRater could not lock {file} ({reason}), so it opens read-only: nothing can be changed in this window. Close other programs using the file, or copy it to a folder you can write in, and open it again.</source>
        <translation>ClubRater n&apos;a pas pu verrouiller {file} ({reason}) et l&apos;ouvre donc en lecture seule : rien ne peut être modifié dans cette fenêtre. Fermez les autres programmes qui utilisent le fichier, ou copiez-le dans un dossier où vous pouvez écrire, puis rouvrez-le.</translation>
    </message>
    <message>
        <source>There is no club at {path} yet. Create it here, or open another file.</source>
        <translation>Il n&apos;y a pas encore de club à {path}. Créez-le ici, ou ouvrez un autre fichier.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two players</source>
        <translation>Fusionner deux joueurs</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Use this when one person was entered twice (&quot;Sipho Dlamini&quot; and &quot;S. Dlamini&quot;). Every game of the second entry moves to the first; nothing is lost, and Undo separates them again.</source>
        <translation>Utilisez ceci quand une personne a été saisie deux fois (« Sipho Dlamini » et « S. Dlamini »). Toutes les parties de la seconde fiche passent à la première ; rien n&apos;est perdu, et Annuler les sépare à nouveau.</translation>
    </message>
    <message>
        <source>the entry to keep</source>
        <translation>la fiche à conserver</translation>
    </message>
    <message>
        <source>the duplicate, which disappears</source>
        <translation>le doublon, qui disparaît</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>&amp;Conserver :</translation>
    </message>
    <message>
        <source>&amp;Merge in:</source>
        <translation>&amp;Doublon :</translation>
    </message>
    <message numerus="yes">
        <source>{dropped}&apos;s %n game(s) will move to {kept} ({rank}); {dropped} will no longer be in the player list.</source>
        <translation>
            <numerusform>%n partie de {dropped} passera à {kept} ({rank}) ; {dropped} ne sera plus dans la liste des joueurs.</numerusform>
            <numerusform>Les %n parties de {dropped} passeront à {kept} ({rank}) ; {dropped} ne sera plus dans la liste des joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Please choose both players.</source>
        <translation>Veuillez choisir les deux joueurs.</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} n&apos;est pas dans la liste des joueurs.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Choisissez deux joueurs différents.</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>&quot;{name}&quot; could be any of {shown}; please say which.</source>
        <translation>« {name} » pourrait être n&apos;importe lequel de {shown} ; précisez lequel.</translation>
    </message>
</context>
<context>
    <name>Noticeboard</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} sur {pages}</translation>
    </message>
    <message>
        <source>{group} (continued)</source>
        <translation>{group} (suite)</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: position in the list</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: number of games</comment>
        <extracomment>Column: how many rated games the player has played.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: since the last printout</comment>
        <extracomment>Column: how the rating or rank changed since the previous printout.</extracomment>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Rating list · {system}</source>
        <translation>Classement · {system}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>change since the list of {date}</source>
        <translation>variation depuis la liste du {date}</translation>
    </message>
    <message>
        <source>Rating list by rank · {system}</source>
        <translation>Classement par niveau · {system}</translation>
    </message>
    <message>
        <source>Players who have stopped playing are not listed.</source>
        <translation>Les joueurs qui ont cessé de jouer ne sont pas listés.</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Imprimé par ClubRater.</translation>
    </message>
    <message>
        <source>No active players yet.</source>
        <translation>Pas encore de joueurs actifs.</translation>
    </message>
    <message>
        <source>{club} · rating list of {date}</source>
        <translation>{club} · classement du {date}</translation>
    </message>
    <message>
        <source>{club}: rating list of {date}</source>
        <translation>{club} : classement du {date}</translation>
    </message>
    <message>
        <source>SAGC rank and index</source>
        <translation>Niveau et indice SAGC</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <translation>GoR EGF (classique, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <translation>GoR EGF (depuis 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <translation>Elo FESA (shogi)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Indice</translation>
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
        <translation>Sans niveau</translation>
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
        <translation>{level} dan pro</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column: the kyu/dan rank (Go) of each player; a shogi club has &quot;FESA grade&quot; instead.</extracomment>
        <translation>Grade FESA</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: kyu/dan rank</comment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <extracomment>Shogi: the grade the player brought from elsewhere, beside the FESA grade.</extracomment>
        <translation>Grade antérieur</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a player new on the list</comment>
        <extracomment>The change column for a player who was not on the previous list.</extracomment>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>was {rank}</source>
        <extracomment>The change column: the rank the player had on the previous list, e.g. &quot;was 4k&quot;.</extracomment>
        <translation>était {rank}</translation>
    </message>
    <message>
        <source>1 win to {rank}</source>
        <extracomment>A small line under a player on the noticeboard: one more win promotes them to {rank} (e.g. 9k).</extracomment>
        <translation>1 victoire pour {rank}</translation>
    </message>
</context>
<context>
    <name>OverlapMessages</name>
    <message>
        <source>line {line} ({game})</source>
        <translation>ligne {line} ({game})</translation>
    </message>
    <message>
        <source> ... and {more} more</source>
        <translation> ... et {more} autres</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it; use --again to store them a second time anyway.</source>
        <translation>ses {total} parties sont toutes déjà dans le club : {shown}{more}. Il n&apos;y a rien de nouveau ; utilisez --again pour les enregistrer quand même une seconde fois.</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it.</source>
        <translation>ses {total} parties sont toutes déjà dans le club : {shown}{more}. Il n&apos;y a rien de nouveau.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}, or --again to store all {total}.</source>
        <translation>{count} de ses {total} parties sont déjà dans le club : {shown}{more}. Utilisez --only-new pour n&apos;importer que les {new} {games} nouvelles, ou --again pour les enregistrer toutes les {total}.</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}.</source>
        <translation>{count} de ses {total} parties sont déjà dans le club : {shown}{more}. Utilisez --only-new pour n&apos;importer que les {new} {games} nouvelles.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored: {what}</source>
        <translation>{file} n&apos;a pas été importé ; rien n&apos;a été enregistré : {what}</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>Standings</source>
        <extracomment>The page of the club&apos;s ranking list (de &quot;Rangliste&quot;, fr &quot;classement&quot;).</extracomment>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Saisir une partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>The page of tournaments and other events.</extracomment>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The page of one player: record sheet and chart.</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>The page where an evening&apos;s games are typed row after row, as on the paper record sheet.</extracomment>
        <translation>Feuille de résultats</translation>
    </message>
    <message>
        <source>Club night</source>
        <extracomment>The page where tonight&apos;s players are ticked and paired.</extracomment>
        <translation>Soirée du club</translation>
    </message>
    <message>
        <source>Predictions</source>
        <extracomment>The tab of the page that scores each rating system on the club&apos;s own games (&quot;How well the ratings predict&quot;).</extracomment>
        <translation>Prévisions</translation>
    </message>
</context>
<context>
    <name>PairingMessages</name>
    <message>
        <source>{name} has no Go rank, so cannot be paired by SAGC strength.</source>
        <translation>{name} n&apos;a pas de niveau de go et ne peut donc pas être apparié selon la force SAGC.</translation>
    </message>
    <message>
        <source>The number of club nights to look back on must be between 1 and {most}, not {nights}.</source>
        <translation>Le nombre de soirées de club à prendre en compte doit être entre 1 et {most}, pas {nights}.</translation>
    </message>
    <message>
        <source>A round is numbered from 1, not {round}.</source>
        <translation>Les rondes sont numérotées à partir de 1, pas {round}.</translation>
    </message>
    <message>
        <source>{name} is not among the players present.</source>
        <translation>{name} n&apos;est pas parmi les joueurs présents.</translation>
    </message>
    <message>
        <source>{name} is on a board already; nobody plays twice in a round.</source>
        <translation>{name} est déjà à une table ; personne ne joue deux fois dans une ronde.</translation>
    </message>
    <message>
        <source>A player cannot play himself.</source>
        <translation>Un joueur ne peut pas jouer contre lui-même.</translation>
    </message>
    <message>
        <source>There is no pairing of {date} to add a player to; pair first.</source>
        <translation>Il n&apos;y a pas d&apos;appariement du {date} auquel ajouter un joueur ; appariez d&apos;abord.</translation>
    </message>
    <message>
        <source>{name} is in round {round} already.</source>
        <translation>{name} est déjà dans la ronde {round}.</translation>
    </message>
    <message>
        <source>Nobody sits out in round {round}, so {name} cannot play the bye; pair the boards not started again instead.</source>
        <translation>Personne n&apos;est exempt dans la ronde {round}, donc {name} ne peut pas jouer contre l&apos;exempt ; appariez plutôt de nouveau les tables non commencées.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}.</source>
        <translation>Il n&apos;y a pas d&apos;appariement enregistré du {date}, ronde {round}.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}.</source>
        <translation>Il n&apos;y a pas d&apos;appariement enregistré du {date}.</translation>
    </message>
    <message>
        <source>The federation officer pairs for one member club: choose it first (`--for-club NAME` on the command line). Nothing was kept.</source>
        <translation>Le responsable de la fédération apparie pour un club membre : choisissez-le d&apos;abord (`--for-club NOM` en ligne de commande). Rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round} to print; pair first.</source>
        <translation>Il n&apos;y a pas d&apos;appariement enregistré du {date}, ronde {round}, à imprimer ; appariez d&apos;abord.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date} to print; pair first.</source>
        <translation>Il n&apos;y a pas d&apos;appariement enregistré du {date} à imprimer ; appariez d&apos;abord.</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}; pair first (`clubrater pair`).</source>
        <translation>Il n&apos;y a pas d&apos;appariement enregistré du {date}, ronde {round} ; appariez d&apos;abord (`clubrater pair`).</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}; pair first (`clubrater pair`).</source>
        <translation>Il n&apos;y a pas d&apos;appariement enregistré du {date} ; appariez d&apos;abord (`clubrater pair`).</translation>
    </message>
    <message>
        <source>Round {round} of {date} has no board {board} (its boards are {boards}). Nothing was entered.</source>
        <translation>La ronde {round} du {date} n&apos;a pas de table {board} (ses tables sont {boards}). Rien n&apos;a été saisi.</translation>
    </message>
    <message>
        <source>Board {board} of round {round} is entered already (game {game}). Nothing was entered.</source>
        <translation>La table {board} de la ronde {round} est déjà saisie (partie {game}). Rien n&apos;a été saisi.</translation>
    </message>
    <message>
        <source>Give a result for at least one board (for example 1=B 2=W 3=J).</source>
        <translation>Donnez un résultat pour au moins une table (par exemple 1=B 2=W 3=J).</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no boards</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>the last night</source>
        <extracomment>Inside &quot;closest not met in {nights}&quot;, &quot;not met in {nights}; ...&quot; and &quot;met 3 times in {nights}&quot;.</extracomment>
        <translation>la dernière soirée</translation>
    </message>
    <message numerus="yes">
        <source>the last %n night(s)</source>
        <translation>
            <numerusform>la dernière soirée</numerusform>
            <numerusform>les %n dernières soirées</numerusform>
        </translation>
    </message>
    <message>
        <source>paired by hand</source>
        <extracomment>Why two players play each other: the secretary paired them.</extracomment>
        <translation>apparié à la main</translation>
    </message>
    <message>
        <source>closest not met in {nights}</source>
        <extracomment>Why two players play each other: the nearest in strength among those not met lately.</extracomment>
        <translation>le plus proche non rencontré pendant {nights}</translation>
    </message>
    <message>
        <source>not met in {nights}; the nearer players were needed on other boards</source>
        <translation>non rencontré pendant {nights} ; les plus proches étaient nécessaires à d&apos;autres tables</translation>
    </message>
    <message>
        <source>already paired tonight (round {rounds}): no other pair left</source>
        <extracomment>{rounds}: the earlier rounds of tonight (&quot;1&quot; or &quot;1, 2&quot;).</extracomment>
        <translation>déjà apparié ce soir (ronde {rounds}) : aucune autre paire possible</translation>
    </message>
    <message>
        <source>already paired tonight (rounds {rounds}): no other pair left</source>
        <translation>déjà apparié ce soir (rondes {rounds}) : aucune autre paire possible</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in {nights}: no closer pair left</source>
        <translation>
            <numerusform>rencontré %n fois pendant {nights} : aucune paire plus proche possible</numerusform>
            <numerusform>rencontré %n fois pendant {nights} : aucune paire plus proche possible</numerusform>
        </translation>
    </message>
    <message>
        <source>met last week: no closer pair left</source>
        <translation>rencontré la semaine dernière : aucune paire plus proche possible</translation>
    </message>
    <message>
        <source>met on {date}: no closer pair left</source>
        <extracomment>{date}: the day they last played each other.</extracomment>
        <translation>rencontré le {date} : aucune paire plus proche possible</translation>
    </message>
    <message>
        <source>met lately: no closer pair left</source>
        <translation>rencontré récemment : aucune paire plus proche possible</translation>
    </message>
</context>
<context>
    <name>PairingSheet</name>
    <message>
        <source>Sente (first)</source>
        <extracomment>Column of the shogi pairing sheet: the player who moves first (sente).</extracomment>
        <translation>Sente (joue en premier)</translation>
    </message>
    <message>
        <source>Gote (second)</source>
        <translation>Gote (joue en second)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column of the pairing sheet: the player with the black stones.</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>Table</translation>
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
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Club night of {date} · round {round}</source>
        <extracomment>The pairing sheet&apos;s subtitle: &quot;Club night of 14 March 2025 · round 2&quot;.</extracomment>
        <translation>Soirée du club du {date} · ronde {round}</translation>
    </message>
    <message>
        <source>Write the winner in the box: B (Black), W (White) or J (jigo).</source>
        <translation>Inscrivez le vainqueur dans la case : B (Noir), W (Blanc) ou J (jigo).</translation>
    </message>
    <message>
        <source>Write the winner in the box: S (sente) or G (gote).</source>
        <translation>Inscrivez le vainqueur dans la case : S (sente) ou G (gote).</translation>
    </message>
    <message>
        <source>{club} · club night of {date}, round {round}</source>
        <translation>{club} · soirée du {date}, ronde {round}</translation>
    </message>
    <message>
        <source>Bye (sits out this round): {name}</source>
        <extracomment>Under the boards: the player who does not play this round.</extracomment>
        <translation>Exempt (ne joue pas cette ronde) : {name}</translation>
    </message>
    <message>
        <source>No boards in this round.</source>
        <translation>Aucune table dans cette ronde.</translation>
    </message>
    <message>
        <source>{club}: pairings of {date}, round {round}</source>
        <translation>{club} : appariements du {date}, ronde {round}</translation>
    </message>
</context>
<context>
    <name>PaperClubChoice</name>
    <message>
        <source>The players of one member club, or of every club (the ratings are the federation&apos;s)</source>
        <translation>Les joueurs d&apos;un club membre, ou de tous les clubs (les cotes sont celles de la fédération)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Tous les clubs</translation>
    </message>
</context>
<context>
    <name>PaperClubDialog</name>
    <message>
        <source>&amp;Players of:</source>
        <extracomment>Whose players the noticeboard or the workbook lists: every member club&apos;s, or one club&apos;s.</extracomment>
        <translation>&amp;Joueurs de :</translation>
    </message>
</context>
<context>
    <name>Parsing</name>
    <message>
        <source>The date is missing.</source>
        <translation>La date manque.</translation>
    </message>
    <message>
        <source>today</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for today&apos;s date (lower case).</extracomment>
        <translation>aujourd&apos;hui</translation>
    </message>
    <message>
        <source>yesterday</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for yesterday&apos;s date (lower case).</extracomment>
        <translation>hier</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (type it like {iso} or {short}).</source>
        <extracomment>{iso} is today as 2025-03-04 and {short} as 4/3 (day/month): keep both forms, they are what can be typed.</extracomment>
        <translation>« {text} » n&apos;est pas une date (tapez-la comme {iso} ou {short}).</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Qui a gagné ? Tapez B pour Noir, W pour Blanc ou J pour jigo.</translation>
    </message>
    <message>
        <source>Result &quot;{text}&quot; is not B (Black won), W (White won) or J (jigo).</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>Le résultat « {text} » n&apos;est pas B (Noir gagne), W (Blanc gagne) ou J (jigo).</translation>
    </message>
    <message>
        <source>Game type &quot;{text}&quot; is not {tournament}, {club}, {friendly} or {free}.</source>
        <extracomment>{text} is what was typed; the four names are the game types as this window shows them.</extracomment>
        <translation>Le type de partie « {text} » n&apos;est pas {tournament}, {club}, {friendly} ou {free}.</translation>
    </message>
    <message>
        <source>Handicap &quot;{text}&quot; is not a number of stones (0 to 9).</source>
        <translation>Le handicap « {text} » n&apos;est pas un nombre de pierres (0 à 9).</translation>
    </message>
    <message>
        <source>A handicap of {n} stones is not possible: type 0 to 9.</source>
        <translation>Un handicap de {n} pierres est impossible : tapez 0 à 9.</translation>
    </message>
    <message>
        <source>Komi &quot;{text}&quot; is not a number like 6.5, 0.5 or -5.5.</source>
        <translation>Le komi « {text} » n&apos;est pas un nombre comme 6,5 ; 0,5 ou -5,5.</translation>
    </message>
    <message>
        <source>A komi of {komi} is not possible.</source>
        <translation>Un komi de {komi} est impossible.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Change a player</source>
        <translation>Modifier un joueur</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>First name and surname, as on the record sheets</source>
        <translation>Prénom et nom, comme sur les feuilles de résultats</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>e.g. 3 kyu or 1 dan; empty if none yet</source>
        <extracomment>A shogi player&apos;s FESA grade (kyu/dan), typed in words.</extracomment>
        <translation>p. ex. 3 kyu ou 1 dan ; vide s&apos;il n&apos;en a pas encore</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <comment>shogi kyu/dan grade</comment>
        <extracomment>A shogi player&apos;s kyu/dan grade (FESA), not a school grade.</extracomment>
        <translation>&amp;Grade :</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>Ni&amp;veau :</translation>
    </message>
    <message>
        <source>Start from this GoR instead of the rank&apos;s</source>
        <extracomment>GoR: the EGF&apos;s Go rating (kept as &quot;GoR&quot; in every language).</extracomment>
        <translation>Partir de ce GoR au lieu de celui du niveau</translation>
    </message>
    <message>
        <source>Starting &amp;index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank (0-99 and beyond) a player starts with, not a list position.</extracomment>
        <translation>&amp;Indice de départ :</translation>
    </message>
    <message>
        <source>Starting &amp;GoR:</source>
        <translation>&amp;GoR de départ :</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <comment>the player&apos;s home club</comment>
        <extracomment>The player&apos;s home Go/shogi club.</extracomment>
        <translation>&amp;Club :</translation>
    </message>
    <message>
        <source>e.g. ZA</source>
        <extracomment>An ISO country code as example: keep &quot;ZA&quot;.</extracomment>
        <translation>p. ex. ZA</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;Pays :</translation>
    </message>
    <message>
        <source>&amp;EGD PIN:</source>
        <extracomment>EGD PIN: the player&apos;s number in the European Go Database.</extracomment>
        <translation>PIN &amp;EGD :</translation>
    </message>
    <message>
        <source>Active (on the standings)</source>
        <translation>Actif (dans le classement)</translation>
    </message>
    <message>
        <source>A new rank or starting index re-rates every game from the start.</source>
        <translation>Un nouveau niveau ou indice de départ recalcule toutes les parties depuis le début.</translation>
    </message>
    <message>
        <source>Please type the player&apos;s name.</source>
        <translation>Veuillez saisir le nom du joueur.</translation>
    </message>
    <message>
        <source>{name} is already in the player list. Use another spelling, or merge the two later.</source>
        <translation>{name} est déjà dans la liste des joueurs. Utilisez une autre graphie, ou fusionnez les deux plus tard.</translation>
    </message>
    <message>
        <source>What rank is {name}? Type it like 12k or 2d.</source>
        <translation>Quel est le niveau de {name} ? Saisissez-le comme 12k ou 2d.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k, 2d or 1p.</source>
        <translation>« {text} » n&apos;est pas un niveau. Saisissez-le comme 12k, 2d ou 1p.</translation>
    </message>
</context>
<context>
    <name>PlayerMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {number}.</translation>
    </message>
    <message>
        <source>Cannot change {fields} of a player.</source>
        <translation>Impossible de modifier {fields} d&apos;un joueur.</translation>
    </message>
    <message>
        <source>{name} needs a rank.</source>
        <translation>{name} doit avoir un niveau.</translation>
    </message>
    <message>
        <source>{name} has games or adjustments; merge the player instead of deleting.</source>
        <translation>{name} a des parties ou des ajustements ; fusionnez le joueur au lieu de le supprimer.</translation>
    </message>
    <message>
        <source>Choose two different players to merge.</source>
        <translation>Choisissez deux joueurs différents à fusionner.</translation>
    </message>
    <message>
        <source>{kept} and {dropped} played each other, so they are two people; they were not merged.</source>
        <translation>{kept} et {dropped} ont joué l&apos;un contre l&apos;autre, ce sont donc deux personnes ; ils n&apos;ont pas été fusionnés.</translation>
    </message>
    <message>
        <source>An index must be between -999 and +999, not {index}.</source>
        <translation>Un index doit être entre -999 et +999, pas {index}.</translation>
    </message>
    <message>
        <source>An adjustment sets a rank, an index or a rating.</source>
        <translation>Un ajustement fixe un niveau, un index ou une cote.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Il n&apos;y a pas d&apos;ajustement numéro {number}.</translation>
    </message>
</context>
<context>
    <name>PlayerOperations</name>
    <message>
        <source>A new player?</source>
        <translation>Un nouveau joueur ?</translation>
    </message>
    <message>
        <source>&quot;{typed}&quot; is how {who} begins. Add a new player called &quot;{typed}&quot; all the same?</source>
        <translation>« {typed} » est le début de {who}. Ajouter quand même un nouveau joueur nommé « {typed} » ?</translation>
    </message>
    <message>
        <source>Add {name} as a new player…</source>
        <translation>Ajouter {name} comme nouveau joueur…</translation>
    </message>
    <message>
        <source>No, I meant an existing player</source>
        <translation>Non, je pensais à un joueur existant</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}?</source>
        <translation>{name} n&apos;est pas dans la liste des joueurs. Ajouter {name} ?</translation>
    </message>
    <message>
        <source>Add {name}…</source>
        <translation>Ajouter {name}…</translation>
    </message>
    <message>
        <source>No, let me correct the name</source>
        <translation>Non, je corrige le nom</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <extracomment>Undo command text (Edit &gt; Undo ...): a player&apos;s details were changed.</extracomment>
        <translation>Modifier {name}</translation>
    </message>
    <message>
        <source>Mark {name} inactive</source>
        <translation>Marquer {name} inactif</translation>
    </message>
    <message>
        <source>Mark {name} active again</source>
        <translation>Marquer {name} comme actif</translation>
    </message>
    <message>
        <source>Remove the adjustment</source>
        <translation>Retirer l&apos;ajustement</translation>
    </message>
    <message>
        <source>Remove the adjustment of {date}? The games after it are rated again; Ctrl+Z puts it back.</source>
        <translation>Retirer l&apos;ajustement du {date} ? Les parties suivantes sont recalculées ; Ctrl+Z le rétablit.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conserver</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Choose a player</source>
        <translation>Choisir un joueur</translation>
    </message>
    <message>
        <source>another player…</source>
        <translation>un autre joueur…</translation>
    </message>
    <message>
        <source>compare with…</source>
        <translation>comparer avec…</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>Tab: the player&apos;s list of games with the rating after each (a &quot;record sheet&quot; as Go clubs keep them).</extracomment>
        <translation>Feuille de résultats</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Tab: the player&apos;s results summed up per tournament.</extracomment>
        <translation>Par tournoi</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Joueur</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>Show this player&apos;s games</source>
        <translation>Afficher les parties de ce joueur</translation>
    </message>
    <message>
        <source>Double-click a player in the standings, or type a name on the right.</source>
        <translation>Double-cliquez sur un joueur du classement, ou tapez un nom à droite.</translation>
    </message>
    <message>
        <source>{name}  (inactive)</source>
        <translation>{name}  (inactif)</translation>
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
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {day}</source>
        <translation>dernière partie le {day}</translation>
    </message>
    <message>
        <source>no games yet</source>
        <translation>pas encore de parties</translation>
    </message>
    <message>
        <source>Adjustments are shown in blue.</source>
        <translation>Les ajustements sont affichés en bleu.</translation>
    </message>
</context>
<context>
    <name>PlayerReport</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: the opponent&apos;s kyu/dan rank</comment>
        <extracomment>Column: the opponent&apos;s kyu/dan rank (or shogi grade), not a position in a list.</extracomment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>column: Black or White</comment>
        <extracomment>Column: Black or White (the stones the player had).</extracomment>
        <translation>Couleur</translation>
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
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: change of the rating</comment>
        <extracomment>Column: the change of the rating in this game.</extracomment>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Then ({value})</source>
        <extracomment>Column: the rank or rating after the game; {value} is &quot;Index&quot;, &quot;GoR&quot; or &quot;Elo&quot;.</extracomment>
        <translation>Après ({value})</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>colour of the stones</comment>
        <extracomment>The stones a player had in a game.</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <comment>colour of the stones</comment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Pas encore de parties.</translation>
    </message>
    <message>
        <source>Record sheet, latest first; rows in bold changed the rank.</source>
        <translation>Feuille de résultats, la plus récente d&apos;abord ; les lignes en gras ont changé le niveau.</translation>
    </message>
    <message>
        <source>{name} · record sheet · {club}</source>
        <translation>{name} · feuille de résultats · {club}</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>Imprimé par ClubRater.</translation>
    </message>
    <message>
        <source>{name}: record sheet</source>
        <translation>{name} : feuille de résultats</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Pas encore de parties comptées.</translation>
    </message>
    <message>
        <source>adjusted</source>
        <comment>result: the rank was set by hand</comment>
        <extracomment>The result column of a player&apos;s record sheet: the game was won, lost, a jigo (draw), ...</extracomment>
        <translation>ajusté</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sans résultat</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>result: a drawn game</comment>
        <translation>jigo</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>rank, and the index within it, after each game</source>
        <translation>niveau, et indice dans ce niveau, après chaque partie</translation>
    </message>
    <message>
        <source>{value} after each game</source>
        <translation>{value} après chaque partie</translation>
    </message>
    <message>
        <source>Now {rank}, {value_label} {value}</source>
        <extracomment>The report&apos;s summary line: &quot;Now 5k, Index +320&quot;; {value_label} is Index, GoR or Elo.</extracomment>
        <translation>Actuellement {rank}, {value_label} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>dernière partie le {date}</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>the player is not on the list</comment>
        <translation>inactif</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Promoted from {before} since {since}</source>
        <extracomment>Tooltip on a rank: promoted from the rank {before} since {since} (a date or a club night).</extracomment>
        <translation>Promu de {before} depuis {since}</translation>
    </message>
    <message>
        <source>Down from {before} since {since}</source>
        <extracomment>Tooltip on a rank: demoted from the rank {before} since {since}.</extracomment>
        <translation>Descendu de {before} depuis {since}</translation>
    </message>
    <message>
        <source>Not on the current list (inactive)</source>
        <translation>Absent de la liste actuelle (inactif)</translation>
    </message>
    <message>
        <source>Not on the current list</source>
        <translation>Absent de la liste actuelle</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Type to find a player by name, rank or club…</source>
        <translation>Taper pour trouver un joueur par nom, niveau ou club…</translation>
    </message>
    <message>
        <source>Show players not on the list</source>
        <translation>Afficher les joueurs hors liste</translation>
    </message>
    <message>
        <source>{hint}: &lt;a href=&quot;show&quot;&gt;show them&lt;/a&gt;</source>
        <extracomment>{hint} is a sentence saying which players are left off the list; &quot;show them&quot; is a link.</extracomment>
        <translation>{hint} : &lt;a href=&quot;show&quot;&gt;les afficher&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>{shown} players match the filter out of %n in the list.</extracomment>
        <translation>
            <numerusform>{shown} sur %n joueur</numerusform>
            <numerusform>{shown} sur %n joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintMessages</name>
    <message>
        <source>The page could not be drawn (the printer or file refused it).</source>
        <translation>La page n&apos;a pas pu être dessinée (l&apos;imprimante ou le fichier l&apos;a refusée).</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source>Noticeboard</source>
        <translation>Tableau d&apos;affichage</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, print &quot;1 win to ...&quot;</source>
        <extracomment>&quot;1 win to ...&quot; is the line printed under the player, e.g. &quot;1 win to 9k&quot; (the printout translates it too).</extracomment>
        <translation>Sous chaque joueur à une victoire de la promotion, imprimer « 1 victoire pour … »</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print preview: {club} rating list</source>
        <extracomment>The club&apos;s rating list (standings) as pinned on the noticeboard: &quot;Rangliste&quot;, &quot;classement&quot;, &quot;ranglys&quot;.</extracomment>
        <translation>Aperçu avant impression : classement de {club}</translation>
    </message>
    <message>
        <source>Print the rating list</source>
        <translation>Imprimer le classement</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message numerus="yes">
        <source>Sent the rating list (%n page(s)) to {printer}.</source>
        <translation>
            <numerusform>Classement (%n page) envoyé à {printer}.</numerusform>
            <numerusform>Classement (%n pages) envoyé à {printer}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the rating list as PDF</source>
        <extracomment>&quot;rating list&quot; is also part of the suggested file name (Club name, rating list, date).</extracomment>
        <translation>Enregistrer le classement en PDF</translation>
    </message>
    <message>
        <source>rating list</source>
        <comment>part of a file name</comment>
        <translation>classement</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message numerus="yes">
        <source>Saved the rating list (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>Classement (%n page) enregistré sous {file}.</numerusform>
            <numerusform>Classement (%n pages) enregistré sous {file}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the club workbook</source>
        <translation>Exporter le classeur du club</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportation…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exporter les parties en CSV</translation>
    </message>
    <message>
        <source>games</source>
        <comment>part of a file name</comment>
        <translation>parties</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Club at the head:</source>
        <extracomment>The member club whose name heads a player&apos;s report (on a federation server).</extracomment>
        <translation>&amp;Club en en-tête :</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>Rapport de joueur</translation>
    </message>
    <message>
        <source>{name}: record sheet and history</source>
        <translation>{name} : feuille de résultats et historique</translation>
    </message>
    <message>
        <source>Save {name}&apos;s report as PDF</source>
        <translation>Enregistrer le rapport de {name} en PDF</translation>
    </message>
    <message>
        <source>Saved {name}&apos;s report as {file}.</source>
        <translation>Rapport de {name} enregistré sous {file}.</translation>
    </message>
</context>
<context>
    <name>PrintoutMessages</name>
    <message>
        <source>the club night of {date}</source>
        <translation>la soirée de club du {date}</translation>
    </message>
    <message>
        <source>the last printout ({date})</source>
        <translation>la dernière impression ({date})</translation>
    </message>
    <message>
        <source>print writes a PDF file; give a name ending in .pdf, not {name}.</source>
        <translation>print écrit un fichier PDF ; donnez un nom finissant par .pdf, pas {name}.</translation>
    </message>
</context>
<context>
    <name>PublishMessages</name>
    <message>
        <source>{written} pages written, {unchanged} unchanged, {removed} removed</source>
        <translation>{written} pages écrites, {unchanged} inchangées, {removed} supprimées</translation>
    </message>
    <message>
        <source>The templates folder {folder} does not exist.</source>
        <translation>Le dossier de modèles {folder} n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Cannot create the site folder {folder}: {reason}.</source>
        <translation>Impossible de créer le dossier du site {folder} : {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the site folder {folder}: {reason}.</source>
        <translation>Impossible de lire le dossier du site {folder} : {reason}.</translation>
    </message>
    <message>
        <source>Cannot remove {file}: {reason}.</source>
        <translation>Impossible de supprimer {file} : {reason}.</translation>
    </message>
    <message>
        <source>{reason} Pages written so far are complete.</source>
        <translation>{reason} Les pages écrites jusqu&apos;ici sont complètes.</translation>
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
        <translation>par le PIN EGD</translation>
    </message>
    <message>
        <source>by name</source>
        <translation>par le nom</translation>
    </message>
    <message>
        <source>as you chose</source>
        <translation>comme vous l&apos;avez choisi</translation>
    </message>
    <message>
        <source>{name}: already in the federation as {who}, {how}</source>
        <translation>{name} : déjà dans la fédération en tant que {who}, {how}</translation>
    </message>
    <message>
        <source>{name}: already in the federation ({club}), {how}</source>
        <translation>{name} : déjà dans la fédération ({club}), {how}</translation>
    </message>
    <message>
        <source>no home club</source>
        <translation>pas de club d&apos;origine</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name} : {reason}</translation>
    </message>
    <message>
        <source>Pushing {file} into the federation as {club}:</source>
        <translation>Envoi de {file} dans la fédération en tant que {club} :</translation>
    </message>
    <message>
        <source>  matched  {match}</source>
        <extracomment>A line of a push&apos;s dry run: the columns line up in English (&quot;matched&quot;, &quot;new&quot;, &quot;CONFLICT&quot;, &quot;event&quot;, &quot;note&quot;).</extracomment>
        <translation>  trouvé   {match}</translation>
    </message>
    <message>
        <source>  new      {name} ({rank})</source>
        <translation>  nouveau  {name} ({rank})</translation>
    </message>
    <message>
        <source>  CONFLICT {conflict}</source>
        <translation>  CONFLIT  {conflict}</translation>
    </message>
    <message>
        <source>  event    {event}: already in the federation</source>
        <translation>  tournoi  {event} : déjà dans la fédération</translation>
    </message>
    <message>
        <source>  event    {event}: new</source>
        <translation>  tournoi  {event} : nouveau</translation>
    </message>
    <message>
        <source>  note     {note}</source>
        <translation>  note     {note}</translation>
    </message>
    <message>
        <source>{players} matched, {new_players}, {conflicts}; {games} to enter ({known_games} already in the federation), {events} to add ({known_events} already there), {adjustments} ({known_adjustments} already there).</source>
        <translation>{players} trouvés, {new_players}, {conflicts} ; {games} à saisir ({known_games} déjà dans la fédération), {events} à ajouter ({known_events} déjà là), {adjustments} ({known_adjustments} déjà là).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nouveau joueur</numerusform>
            <numerusform>%n nouveaux joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n conflit</numerusform>
            <numerusform>%n conflits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n tournoi</numerusform>
            <numerusform>%n tournois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n ajustement</numerusform>
            <numerusform>%n ajustements</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not CLUB NAME=FEDERATION NAME (for example &quot;Jon Smith=John Smith&quot;).</source>
        <translation>« {item} » n&apos;est pas NOM CLUB=NOM FÉDÉRATION (par exemple « Jon Smith=John Smith »).</translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not NAME or NAME=NEW NAME (for example &quot;John Smith=John Smith (Cape Town)&quot;).</source>
        <translation>« {item} » n&apos;est pas NOM ou NOM=NOUVEAU NOM (par exemple « John Smith=John Smith (Le Cap) »).</translation>
    </message>
    <message>
        <source>cannot go in as a new player named &quot;{called}&quot;: {holder} has that name (names are unique in the federation; give another)</source>
        <translation>ne peut pas entrer comme nouveau joueur nommé « {called} » : {holder} porte ce nom (les noms sont uniques dans la fédération ; donnez-en un autre)</translation>
    </message>
    <message>
        <source>you matched it with &quot;{wanted}&quot;, who is not in the federation</source>
        <translation>vous l&apos;avez associé à « {wanted} », qui n&apos;est pas dans la fédération</translation>
    </message>
    <message>
        <source>EGD pin {pin} is also on {names} in the club file (one person twice? merge them in the club first)</source>
        <translation>le PIN EGD {pin} figure aussi chez {names} dans le fichier de club (une même personne deux fois ? fusionnez-les d&apos;abord dans le club)</translation>
    </message>
    <message>
        <source>EGD pin {pin} is on {count} federation players: {names}</source>
        <translation>le PIN EGD {pin} est celui de {count} joueurs de la fédération : {names}</translation>
    </message>
    <message>
        <source>EGD pin {pin} is {pinned}&apos;s, but the name is {named}&apos;s</source>
        <translation>le PIN EGD {pin} est celui de {pinned}, mais le nom est celui de {named}</translation>
    </message>
    <message>
        <source>the federation has several players of that name: {names}</source>
        <translation>la fédération a plusieurs joueurs de ce nom : {names}</translation>
    </message>
    <message>
        <source>same name as {other}, but another EGD pin ({pin} here, {theirs} there)</source>
        <translation>même nom que {other}, mais un autre PIN EGD ({pin} ici, {theirs} là-bas)</translation>
    </message>
    <message>
        <source>{other} has that name</source>
        <translation>{other} porte ce nom</translation>
    </message>
    <message>
        <source>{others} also answers to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} correspond aussi à {other} (une même personne deux fois ? fusionnez-les d&apos;abord dans le club)</translation>
    </message>
    <message>
        <source>{others} also answer to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} correspondent aussi à {other} (une même personne deux fois ? fusionnez-les d&apos;abord dans le club)</translation>
    </message>
    <message>
        <source>two new players would both be called &quot;{name}&quot;</source>
        <translation>deux nouveaux joueurs s&apos;appelleraient tous deux « {name} »</translation>
    </message>
    <message>
        <source>The club file rates with {source} and the federation with {target}: shogi and Go players cannot share one rating list; nothing was pushed.</source>
        <translation>Le fichier de club classe avec {source} et la fédération avec {target} : des joueurs de shogi et de go ne peuvent pas partager une liste de classement ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>There is no club file {path}; nothing was pushed.</source>
        <translation>Il n&apos;y a pas de fichier de club {path} ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>You are {mine}&apos;s secretary, so you push only for {mine}; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>Vous êtes secrétaire de {mine}, vous n&apos;envoyez donc que pour {mine} ; c&apos;est le responsable de la fédération qui envoie pour {club}. Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>You are no club&apos;s secretary, so you push only for your own club; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>Vous n&apos;êtes secrétaire d&apos;aucun club, vous n&apos;envoyez donc que pour votre propre club ; c&apos;est le responsable de la fédération qui envoie pour {club}. Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>{file} has no player called {names} (--match and --new name the club file&apos;s players); nothing was pushed.</source>
        <translation>{file} n&apos;a pas de joueur nommé {names} (--match et --new nomment les joueurs du fichier de club) ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>the game {black} - {white} of {date}</source>
        <translation>la partie {black} – {white} du {date}</translation>
    </message>
    <message>
        <source>neither player plays for {club} and the game is in no event of {club}&apos;s: only their clubs&apos; secretaries or the federation officer can enter it</source>
        <translation>aucun des joueurs ne joue pour {club} et la partie n&apos;appartient à aucun tournoi de {club} : seuls les secrétaires de leurs clubs ou le responsable de la fédération peuvent la saisir</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Ajustement {number}</translation>
    </message>
    <message>
        <source>the club file rates with {source}, the federation with {target}: new players bring their starting ranks; their ratings are worked out the federation&apos;s way</source>
        <translation>le fichier de club classe avec {source}, la fédération avec {target} : les nouveaux joueurs apportent leur niveau de départ ; leurs cotes sont calculées à la manière de la fédération</translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s) without a game in the file</source>
        <translation>
            <numerusform>%n nouveau joueur sans partie dans le fichier</numerusform>
            <numerusform>%n nouveaux joueurs sans partie dans le fichier</numerusform>
        </translation>
    </message>
    <message>
        <source>Pushed into the federation as {club}: {players}, {events}, {games}, {adjustments}.</source>
        <translation>Envoyé dans la fédération en tant que {club} : {players}, {events}, {games}, {adjustments}.</translation>
    </message>
    <message>
        <source>{file} was not pushed (nothing was written): {conflicts} to settle first, with --match or --new.</source>
        <translation>{file} n&apos;a pas été envoyé (rien n&apos;a été écrit) : {conflicts} à régler d&apos;abord, avec --match ou --new.</translation>
    </message>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club file. Nothing was written.</source>
        <translation>{path} existe déjà ; ClubRater n&apos;écrase jamais un fichier de club. Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>There is no folder {folder}; nothing was written.</source>
        <translation>Il n&apos;y a pas de dossier {folder} ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Wrote {file} for {club}: {players}, {games}, {events}, {adjustments} from {clubs}.</source>
        <translation>{file} écrit pour {club} : {players}, {games}, {events}, {adjustments} de {clubs}.</translation>
    </message>
    <message numerus="yes">
        <source>%n member club(s)</source>
        <translation>
            <numerusform>%n club membre</numerusform>
            <numerusform>%n clubs membres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushPreview</name>
    <message>
        <source>Push {file} into the federation</source>
        <translation>Envoyer {file} à la fédération</translation>
    </message>
    <message numerus="yes">
        <source>Matched (%n)</source>
        <extracomment>Tab titles of the push preview; %n is how many lines the tab lists.</extracomment>
        <translation>
            <numerusform>Reconnu (%n)</numerusform>
            <numerusform>Reconnus (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>Nouveau joueur (%n)</numerusform>
            <numerusform>Nouveaux joueurs (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflicts (%n)</source>
        <translation>
            <numerusform>Conflit (%n)</numerusform>
            <numerusform>Conflits (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to enter</source>
        <translation>
            <numerusform>%n partie à saisir</numerusform>
            <numerusform>%n parties à saisir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the federation</source>
        <translation>
            <numerusform>%n déjà dans la fédération</numerusform>
            <numerusform>%n déjà dans la fédération</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nouveau tournoi</numerusform>
            <numerusform>%n nouveaux tournois</numerusform>
        </translation>
    </message>
    <message>
        <source>Entered as {club}: {games} ({known}); {events}.</source>
        <translation>Saisi pour {club} : {games} ({known}) ; {events}.</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Nothing can be pushed while there are conflicts: settle each one in the club file, or on the command line with --match or --new.</source>
        <translation>Rien ne peut être envoyé tant qu&apos;il y a des conflits : réglez chacun dans le fichier du club, ou en ligne de commande avec --match ou --new.</translation>
    </message>
    <message>
        <source>Everything in this file is already in the federation: nothing to push.</source>
        <translation>Tout ce fichier est déjà dans la fédération : rien à envoyer.</translation>
    </message>
</context>
<context>
    <name>QueryMessages</name>
    <message>
        <source>&quot;{name}&quot; is not in the player list.</source>
        <translation>« {name} » n&apos;est pas dans la liste des joueurs.</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>Il n&apos;y a pas de partie numéro {number}.</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>Il n&apos;y a pas de tournoi numéro {number}.</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>Il n&apos;y a pas d&apos;ajustement numéro {number}.</translation>
    </message>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}, {games}, {events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n tournoi</numerusform>
            <numerusform>%n tournois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankMessages</name>
    <message>
        <source>no rank has ordinal {ordinal}</source>
        <translation>aucun niveau n&apos;a le rang {ordinal}</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is not a rank like 12k, 3d or 1p</source>
        <translation>le niveau « {text} » n&apos;est pas un niveau comme 12k, 3d ou 1p</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is out of range ({span})</source>
        <translation>le niveau « {text} » est hors limites ({span})</translation>
    </message>
</context>
<context>
    <name>RatingListMessages</name>
    <message>
        <source>EGD list</source>
        <translation>liste EGD</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <translation>échelle FFG</translation>
    </message>
    <message>
        <source>AGA list</source>
        <translation>liste AGA</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>PIN EGD</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>licence FFG</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>ID AGA</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a federation ClubRater knows (egd, ffg or aga).</source>
        <translation>« {text} » n&apos;est pas une fédération que ClubRater connaît (egd, ffg ou aga).</translation>
    </message>
    <message>
        <source>{id_name} {id}</source>
        <translation>{id_name} {id}</translation>
    </message>
    <message>
        <source>no rank</source>
        <translation>pas de niveau</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{list} du {date} : {players} joueurs</translation>
    </message>
    <message>
        <source>{list}: {players} players</source>
        <translation>{list} : {players} joueurs</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a list reference like egd:12345678, ffg:9361003 or aga:15648.</source>
        <translation>« {text} » n&apos;est pas une référence de liste comme egd:12345678, ffg:9361003 ou aga:15648.</translation>
    </message>
</context>
<context>
    <name>RatingLists</name>
    <message>
        <source>differs</source>
        <extracomment>Compare with list: the player&apos;s details differ from the list&apos;s.</extracomment>
        <translation>diffère</translation>
    </message>
    <message>
        <source>ambiguous: several in the list</source>
        <extracomment>Compare with list: several entries of the list could be this player.</extracomment>
        <translation>ambigu : plusieurs dans la liste</translation>
    </message>
    <message>
        <source>ID not in the list</source>
        <translation>ID absent de la liste</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>identique</translation>
    </message>
    <message>
        <source>EGD list</source>
        <extracomment>The European Go Database&apos;s rating list.</extracomment>
        <translation>Liste EGD</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <extracomment>The French Go Federation&apos;s rating list (&quot;échelle FFG&quot;).</extracomment>
        <translation>Échelle FFG</translation>
    </message>
    <message>
        <source>AGA list</source>
        <extracomment>The American Go Association&apos;s rating list.</extracomment>
        <translation>Liste AGA</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <extracomment>A player&apos;s number in the European Go Database.</extracomment>
        <translation>PIN EGD</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s French Go Federation licence number.</extracomment>
        <translation>Licence FFG</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>ID AGA</translation>
    </message>
    <message>
        <source>{holder} is already in the player list with {id_name} {id}.</source>
        <extracomment>{id_name} is &quot;EGD PIN&quot;, &quot;FFG licence&quot; or &quot;AGA ID&quot;; {id} the number.</extracomment>
        <translation>{holder} est déjà dans la liste des joueurs avec {id_name} {id}.</translation>
    </message>
    <message>
        <source>From the {list}: {entry}</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {entry} the entry&apos;s details.</extracomment>
        <translation>{list} : {entry}</translation>
    </message>
    <message>
        <source>The form starts him at {start}, the grade he declared in the list; {shown} is the rank his rating ({rating}) stands for. Type {shown} as the rank to start him there instead.</source>
        <extracomment>{start} and {shown} are kyu/dan ranks (5k, 6k); {rating} the list&apos;s rating (GoR 1532, FFG -870, AGA -5.5).</extracomment>
        <translation>Le formulaire le fait commencer à {start}, le grade qu’il a déclaré dans la liste ; {shown} est le rang que représente son classement ({rating}). Saisissez {shown} comme rang pour le faire commencer là.</translation>
    </message>
    <message>
        <source>Add {name} from the {list}</source>
        <extracomment>An undo command&apos;s name: &quot;Add Anna Novak from the EGD list&quot;.</extracomment>
        <translation>Ajouter {name} ({list})</translation>
    </message>
    <message>
        <source>Store IDs and ratings from the {list}</source>
        <extracomment>An undo command&apos;s name.</extracomment>
        <translation>Enregistrer IDs et cotes ({list})</translation>
    </message>
    <message>
        <source>Download a rating list</source>
        <translation>Télécharger une liste de classement</translation>
    </message>
    <message>
        <source>Downloading the {list} from {url}…</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {url} the web address.</extracomment>
        <translation>Téléchargement : {list} depuis {url}…</translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <extracomment>Column title: the player&apos;s GoR in the European Go Database.</extracomment>
        <translation>GoR EGD</translation>
    </message>
    <message>
        <source>FFG rating</source>
        <extracomment>Column title: the player&apos;s rating in the French Go Federation&apos;s ladder.</extracomment>
        <translation>Cote FFG</translation>
    </message>
    <message>
        <source>AGA rating</source>
        <extracomment>Column title: the player&apos;s American Go Association rating.</extracomment>
        <translation>Cote AGA</translation>
    </message>
</context>
<context>
    <name>RatingSystems</name>
    <message>
        <source>SAGC rank and index</source>
        <extracomment>Rating system: South African Go Clubs&apos; kyu/dan rank with an index (0..999) within the rank.</extracomment>
        <translation>Niveau et indice SAGC</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed from 1998 to 2020.</extracomment>
        <translation>GoR EGF (classique, 1998-2020)</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed since 2021.</extracomment>
        <translation>GoR EGF (depuis 2021)</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <extracomment>Rating system: the Federation of European Shogi Associations&apos; Elo with shogi kyu/dan grades.</extracomment>
        <translation>Elo FESA (shogi)</translation>
    </message>
</context>
<context>
    <name>RatingTerms</name>
    <message>
        <source>Index</source>
        <extracomment>The SAGC rating number kept beside a player&apos;s kyu/dan rank (0 to 999 within a rank), not a list index.</extracomment>
        <translation>Indice</translation>
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
        <translation>Cote</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column title: a player&apos;s kyu/dan grade, not a position in the list.</extracomment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column title: a shogi player&apos;s kyu/dan grade as FESA lists it.</extracomment>
        <translation>Grade</translation>
    </message>
    <message>
        <source>index</source>
        <comment>mid-sentence</comment>
        <extracomment>The SAGC index in the middle of a sentence (&quot;3k, index 512&quot;); lower case where the language wants it.</extracomment>
        <translation>indice</translation>
    </message>
    <message>
        <source>even</source>
        <comment>no handicap</comment>
        <extracomment>No handicap: an even game.</extracomment>
        <translation>sans handicap</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <source>not rated</source>
        <translation>non comptée</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sans résultat</translation>
    </message>
    <message>
        <source>B</source>
        <comment>record sheet: Black</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was Black. One word (&quot;Black&quot;), not a letter.</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>W</source>
        <comment>record sheet: White</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was White. One word (&quot;White&quot;), not a letter.</extracomment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: a drawn shogi game</comment>
        <extracomment>A shogi record sheet&apos;s winner cell: the game was drawn (no winner). One word.</extracomment>
        <translation>Nulle</translation>
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
        <translation>cote de performance</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>Record sheet comment (EGF): the player&apos;s rating was set to the starting rating of the rank they now profess.</extracomment>
        <translation>cote remise à celle du nouveau niveau</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <extracomment>Record sheet comment (EGF): what the player lost at this event was limited to 100 GoR points.</extracomment>
        <translation>perte du tournoi limitée à 100</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <extracomment>Record sheet comment (EGF): the rating is at its lowest possible value.</extracomment>
        <translation>cote au plancher</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no shogi grade</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>Record sheet comment (shogi): the player&apos;s FESA grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>grade {before} → {after}</translation>
    </message>
</context>
<context>
    <name>RecordSheet</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>Blanc</translation>
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
        <translation>Vainq.</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event of the game.</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>row check</comment>
        <extracomment>Column title: what the check of the row says (ready, or what is wrong).</extracomment>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>the same two players are also on row(s) {rows}</source>
        <extracomment>A warning in the row&apos;s check; {rows} lists the other row numbers (&quot;3, 5&quot;).</extracomment>
        <translation>les deux mêmes joueurs figurent aussi ligne {rows}</translation>
    </message>
    <message>
        <source>Who played Black?</source>
        <translation>Qui jouait Noir ?</translation>
    </message>
    <message>
        <source>Who played White?</source>
        <translation>Qui jouait Blanc ?</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Did you mean {meant}? Add {name}? (Ctrl+Shift+A)</source>
        <extracomment>{meant} is the name of a player in the list that looks like the {name} typed.</extracomment>
        <translation>{name} n&apos;est pas dans la liste des joueurs. Vouliez-vous dire {meant} ? Ajouter {name} ? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}? (Ctrl+Shift+A)</source>
        <translation>{name} n&apos;est pas dans la liste des joueurs. Ajouter {name} ? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>Un même joueur ne peut pas jouer à la fois Noir et Blanc.</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Add it? (Ctrl+Shift+A)</source>
        <translation>Il n&apos;y a pas de tournoi « {event} ». L&apos;ajouter ? (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {handicap}</source>
        <extracomment>A ready shogi row: &quot;✓ 3 Kyu v 1 Dan, Rook&quot; ({black} and {white} are grades, {handicap} the pieces).</extracomment>
        <translation>✓ {black} contre {white}, {handicap}</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n pierre</numerusform>
            <numerusform>%n pierres</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {stones}, komi {komi}</source>
        <extracomment>A ready Go row: &quot;✓ 12k v 10k, 2 stones, komi 0.5&quot; ({black} and {white} are ranks).</extracomment>
        <translation>✓ {black} contre {white}, {stones}, komi {komi}</translation>
    </message>
    <message>
        <source>the stronger player ({rank}) is Black: colours swapped?</source>
        <extracomment>A warning: the stronger player usually takes White; {rank} is Black&apos;s kyu/dan rank.</extracomment>
        <translation>le joueur le plus fort ({rank}) a Noir : couleurs inversées ?</translation>
    </message>
    <message>
        <source>a jigo with komi {komi} cannot happen: winner or komi mistyped?</source>
        <extracomment>A warning: a draw (jigo) is impossible when komi has half a point.</extracomment>
        <translation>un jigo est impossible avec un komi de {komi} : vainqueur ou komi mal saisi ?</translation>
    </message>
</context>
<context>
    <name>ReportMessages</name>
    <message numerus="yes">
        <source>{date}: %n game(s)</source>
        <translation>
            <numerusform>{date} : %n partie</numerusform>
            <numerusform>{date} : %n parties</numerusform>
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
        <translation>{standing} (entre {lower} et {upper})</translation>
    </message>
    <message>
        <source>adjustment to {standing}</source>
        <translation>ajustement à {standing}</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>, %n pierre</numerusform>
            <numerusform>, %n pierres</numerusform>
        </translation>
    </message>
    <message>
        <source> ({event})</source>
        <translation> ({event})</translation>
    </message>
    <message>
        <source>jigo against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>jigo contre {opponent} {rank} avec {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>won against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>gagné contre {opponent} {rank} avec {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>lost against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>perdu contre {opponent} {rank} avec {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>no result against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>pas de résultat contre {opponent} {rank} avec {colour}{stones}{event}</translation>
    </message>
    <message>
        <source>{game}{separator}{change} → {standing}</source>
        <translation>{game}{separator}{change} → {standing}</translation>
    </message>
    <message>
        <source>{date}: {what}</source>
        <translation>{date} : {what}</translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <source>Restore backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Copies of {file}, newest first. Restoring replaces the club file with the chosen copy; the current file is kept as one more backup first, so a restore can itself be undone.</source>
        <translation>Copies de {file}, la plus récente d&apos;abord. La restauration remplace le fichier du club par la copie choisie ; le fichier actuel est d&apos;abord conservé comme sauvegarde supplémentaire, de sorte qu&apos;une restauration peut elle-même être annulée.</translation>
    </message>
    <message>
        <source>Taken</source>
        <comment>column: when the backup was taken</comment>
        <extracomment>Column headings of the backups list: when the copy was taken, why, how many games it holds.</extracomment>
        <translation>Faite le</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>column: why the backup was taken</comment>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: games in the backup</comment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
</context>
<context>
    <name>SafetyMessages</name>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>il ne peut pas être lu ({reason})</translation>
    </message>
    <message>
        <source>it is not an SQLite file</source>
        <translation>ce n&apos;est pas un fichier SQLite</translation>
    </message>
    <message>
        <source>its integrity check reports damage in stored text</source>
        <translation>sa vérification d&apos;intégrité signale des dommages dans du texte enregistré</translation>
    </message>
    <message>
        <source>The backup {file} was written by a newer ClubRater (schema {revision}); update ClubRater to restore it.</source>
        <translation>La sauvegarde {file} a été écrite par un ClubRater plus récent (schéma {revision}) ; mettez ClubRater à jour pour la restaurer.</translation>
    </message>
    <message>
        <source>The backup {file}</source>
        <translation>La sauvegarde {file}</translation>
    </message>
    <message>
        <source>There is no backup {file}; `clubrater backups` lists the copies there are.</source>
        <translation>Il n&apos;y a pas de sauvegarde {file} ; `clubrater backups` liste les copies qui existent.</translation>
    </message>
    <message>
        <source>{reason} Nothing was restored, and {file} is unchanged.</source>
        <translation>{reason} Rien n&apos;a été restauré, et {file} est inchangé.</translation>
    </message>
    <message>
        <source>The backup {file} is damaged or holds no club; choose another one.</source>
        <translation>La sauvegarde {file} est endommagée ou ne contient pas de club ; choisissez-en une autre.</translation>
    </message>
    <message>
        <source>The backup {file} is a copy of another club, not of {club_file}; nothing was changed.</source>
        <translation>La sauvegarde {file} est une copie d&apos;un autre club, pas de {club_file} ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The copy of {file} kept before restoring holds {kept} games instead of {before}; nothing was restored.</source>
        <translation>La copie de {file} faite avant la restauration contient {kept} parties au lieu de {before} ; rien n&apos;a été restauré.</translation>
    </message>
    <message>
        <source>Note: 1 record was changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>Remarque : 1 enregistrement a été modifié par un autre programme depuis la dernière écriture du fichier par ClubRater ({records}) ; ClubRater classe les enregistrements tels qu&apos;ils sont maintenant et les accepte avec sa prochaine modification.</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n records were changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>
            <numerusform>Remarque : %n enregistrement a été modifié par un autre programme depuis la dernière écriture du fichier par ClubRater ({records}) ; ClubRater classe les enregistrements tels qu&apos;ils sont maintenant et les accepte avec sa prochaine modification.</numerusform>
            <numerusform>Remarque : %n enregistrements ont été modifiés par un autre programme depuis la dernière écriture du fichier par ClubRater ({records}) ; ClubRater classe les enregistrements tels qu&apos;ils sont maintenant et les accepte avec sa prochaine modification.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: the ratings kept in the file to open it quickly were changed outside ClubRater or kept on another computer; they are not used, and the ratings are worked out afresh from the games.</source>
        <translation>Remarque : les classements gardés dans le fichier pour l&apos;ouvrir rapidement ont été modifiés hors de ClubRater ou gardés sur un autre ordinateur ; ils ne sont pas utilisés, et les classements sont recalculés à partir des parties.</translation>
    </message>
    <message>
        <source>{file} is intact: SQLite&apos;s integrity check and the checksum of every stored record agree.</source>
        <translation>{file} est intact : la vérification d&apos;intégrité de SQLite et la somme de contrôle de chaque enregistrement concordent.</translation>
    </message>
    <message>
        <source>{file} is damaged: {problems}.</source>
        <translation>{file} est endommagé : {problems}.</translation>
    </message>
    <message>
        <source>{file} passes SQLite&apos;s integrity check, but 1 stored record no longer matches what was typed: {records}.</source>
        <translation>{file} passe la vérification d&apos;intégrité de SQLite, mais 1 enregistrement ne correspond plus à ce qui a été saisi : {records}.</translation>
    </message>
    <message numerus="yes">
        <source>{file} passes SQLite&apos;s integrity check, but %n stored records no longer match what was typed: {records}.</source>
        <translation>
            <numerusform>{file} passe la vérification d&apos;intégrité de SQLite, mais %n enregistrement ne correspond plus à ce qui a été saisi : {records}.</numerusform>
            <numerusform>{file} passe la vérification d&apos;intégrité de SQLite, mais %n enregistrements ne correspondent plus à ce qui a été saisi : {records}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored, so ClubRater does not open it.</source>
        <translation>{file} contient un objet que ClubRater ne crée pas ({objects}) : un autre programme l&apos;a ajouté, et il pourrait modifier ce qui est enregistré, donc ClubRater n&apos;ouvre pas le fichier.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored, so ClubRater does not open it.</source>
        <translation>
            <numerusform>{file} contient %n objet que ClubRater ne crée pas ({objects}) : un autre programme l&apos;a ajouté, et il pourrait modifier ce qui est enregistré, donc ClubRater n&apos;ouvre pas le fichier.</numerusform>
            <numerusform>{file} contient %n objets que ClubRater ne crée pas ({objects}) : un autre programme les a ajoutés, et ils pourraient modifier ce qui est enregistré, donc ClubRater n&apos;ouvre pas le fichier.</numerusform>
        </translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, {games} parties</translation>
    </message>
    <message>
        <source>{text} The newest backup whose records all hold is {file} ({taken:%Y-%m-%d %H:%M}{games}).</source>
        <translation>{text} La sauvegarde la plus récente dont tous les enregistrements sont intacts est {file} ({taken:%Y-%m-%d %H:%M}{games}).</translation>
    </message>
    <message>
        <source>{text} No backup beside it has all its records intact.</source>
        <translation>{text} Aucune sauvegarde à côté n&apos;a tous ses enregistrements intacts.</translation>
    </message>
</context>
<context>
    <name>SchemaMessages</name>
    <message>
        <source>the trigger &quot;{name}&quot; on {table}</source>
        <translation>le déclencheur « {name} » sur {table}</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot; on {table}</source>
        <translation>l&apos;index « {name} » sur {table}</translation>
    </message>
    <message>
        <source>the trigger &quot;{name}&quot;</source>
        <translation>le déclencheur « {name} »</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot;</source>
        <translation>l&apos;index « {name} »</translation>
    </message>
    <message>
        <source>the table &quot;{name}&quot;</source>
        <translation>la table « {name} »</translation>
    </message>
    <message>
        <source>the view &quot;{name}&quot;</source>
        <translation>la vue « {name} »</translation>
    </message>
    <message>
        <source>{name} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>{name} contient un objet que ClubRater ne crée pas ({objects}) : un autre programme l&apos;a ajouté, et il pourrait modifier ce qui est enregistré. `clubrater check` les liste ; restaurez une sauvegarde sans eux.</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>
            <numerusform>{name} contient %n objet que ClubRater ne crée pas ({objects}) : un autre programme l&apos;a ajouté, et il pourrait modifier ce qui est enregistré. `clubrater check` les liste ; restaurez une sauvegarde sans eux.</numerusform>
            <numerusform>{name} contient %n objets que ClubRater ne crée pas ({objects}) : un autre programme les a ajoutés, et ils pourraient modifier ce qui est enregistré. `clubrater check` les liste ; restaurez une sauvegarde sans eux.</numerusform>
        </translation>
    </message>
    <message>
        <source>{more} more</source>
        <translation>{more} de plus</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the objects named, before the last (&quot;the trigger &quot;a&quot;, the view &quot;b&quot; and ...&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The federation server is busy with another club&apos;s change; nothing was saved, try again.</source>
        <translation>Le serveur de la fédération est occupé par la modification d&apos;un autre club ; rien n&apos;a été enregistré, réessayez.</translation>
    </message>
    <message>
        <source>&quot;{address}&quot; is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.</source>
        <translation>« {address} » n&apos;est pas une adresse de base de données ; écrivez-la postgresql://RÔLE@HÔTE:PORT/BASE.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name is longer than 200 characters, the limit for every name; nothing was changed.</source>
        <translation>{doing} a été refusé : un nom dépasse 200 caractères, la limite pour tout nom ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or note holds a control character (such as a terminal escape), which the federation database never stores; nothing was changed.</source>
        <translation>{doing} a été refusé : un nom ou une note contient un caractère de contrôle (comme une séquence d&apos;échappement de terminal), que la base de données de la fédération n&apos;enregistre jamais ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or value is longer than the federation database allows (200 characters for a name); nothing was changed.</source>
        <translation>{doing} a été refusé : un nom ou une valeur est plus long que ce que la base de données de la fédération permet (200 caractères pour un nom) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: the entry order of games is set by the server alone. Nothing was changed.</source>
        <translation>La base de données de la fédération a refusé {doing} : l&apos;ordre de saisie des parties est fixé par le serveur seul. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The connection to the federation database at {where} was lost, so {doing} was not done; nothing was changed. Try again when the server is back.</source>
        <translation>La connexion à la base de la fédération sur {where} a été perdue, donc {doing} n&apos;a pas été fait ; rien n&apos;a été modifié. Réessayez quand le serveur sera revenu.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>La base de la fédération a refusé {doing} : cela appartient à un autre club, et seul son secrétaire ou le responsable de la fédération peut le modifier. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: your role may not do that (it is the federation officer&apos;s). Nothing was changed.</source>
        <translation>La base de la fédération a refusé {doing} : votre rôle ne le permet pas (c&apos;est celui du responsable de la fédération). Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} needs a club: the federation officer chooses the club he enters for. Nothing was changed.</source>
        <translation>{doing} a besoin d&apos;un club : le responsable de la fédération choisit le club pour lequel il saisit. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} would store something twice (another secretary may have just entered it); nothing was changed.</source>
        <translation>{doing} enregistrerait quelque chose en double (un autre secrétaire vient peut-être de le saisir) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} refers to something another secretary has just removed or still uses; nothing was changed.</source>
        <translation>{doing} fait référence à quelque chose qu&apos;un autre secrétaire vient de supprimer ou utilise encore ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} on the federation database failed ({reason}); nothing was changed.</source>
        <translation>{doing} dans la base de la fédération a échoué ({reason}) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>reading the federation</source>
        <translation>la lecture de la fédération</translation>
    </message>
    <message>
        <source>The database {where} holds other tables and is not a ClubRater federation database; nothing was changed.</source>
        <translation>La base {where} contient d&apos;autres tables et n&apos;est pas une base de fédération ClubRater ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The database {where} is not a ClubRater federation database yet; `clubrater federation init --db URL` sets it up.</source>
        <translation>La base {where} n&apos;est pas encore une base de fédération ClubRater ; `clubrater federation init --db URL` la prépare.</translation>
    </message>
    <message>
        <source>The federation database {where} was set up by a newer ClubRater (schema {current}); update ClubRater to use it.</source>
        <translation>La base de la fédération {where} a été préparée par un ClubRater plus récent (schéma {current}) ; mettez ClubRater à jour pour l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading; the federation officer runs `clubrater federation init --db URL` with the new ClubRater.</source>
        <translation>La base de la fédération {where} doit être mise à niveau ; le responsable de la fédération lance `clubrater federation init --db URL` avec le nouveau ClubRater.</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading, and only its owner (the federation officer) may do that: `clubrater federation init --db URL`.</source>
        <translation>La base de la fédération {where} doit être mise à niveau, et seul son propriétaire (le responsable de la fédération) peut le faire : `clubrater federation init --db URL`.</translation>
    </message>
    <message>
        <source>upgrading the federation database</source>
        <translation>la mise à niveau de la base de la fédération</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>l&apos;enregistrement de la modification</translation>
    </message>
    <message>
        <source>The federation database at {where} did not accept {who} with that password (or no password was given); nothing was opened.</source>
        <translation>La base de la fédération sur {where} n&apos;a pas accepté {who} avec ce mot de passe (ou aucun mot de passe n&apos;a été donné) ; rien n&apos;a été ouvert.</translation>
    </message>
    <message>
        <source>There is no database {database} on the server at {host}:{port}.</source>
        <translation>Il n&apos;y a pas de base {database} sur le serveur {host}:{port}.</translation>
    </message>
    <message>
        <source>The federation database at {where} cannot be reached ({reason}); is the server running, and is the address right?</source>
        <translation>La base de la fédération sur {where} est injoignable ({reason}) ; le serveur tourne-t-il, et l&apos;adresse est-elle juste ?</translation>
    </message>
</context>
<context>
    <name>SessionMessages</name>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club database.</source>
        <translation>{path} existe déjà ; ClubRater n&apos;écrase jamais une base de club.</translation>
    </message>
    <message>
        <source>{path} has no club in it; create one with `clubrater init`.</source>
        <translation>{path} ne contient pas de club ; créez-en un avec `clubrater init`.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Club settings</source>
        <translation>Paramètres du club</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>&amp;Nom du club :</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Système de cotation :</translation>
    </message>
    <message>
        <source>Default &amp;komi:</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>&amp;Komi par défaut :</translation>
    </message>
    <message>
        <source>Komi of an even game; handicap games get 0.5 unless you type another.</source>
        <translation>Komi d&apos;une partie sans handicap ; les parties à handicap ont 0,5 sauf si vous saisissez une autre valeur.</translation>
    </message>
    <message>
        <source>Handicap &amp;correction:</source>
        <extracomment>Club setting: ranks taken off the rank difference before handicap stones are given at club night.</extracomment>
        <translation>&amp;Correction du handicap :</translation>
    </message>
    <message>
        <source>Handicap c&amp;eiling:</source>
        <extracomment>Club setting: the most handicap stones club-night pairing gives.</extracomment>
        <translation>Handicap &amp;maximal :</translation>
    </message>
    <message>
        <source>Club night pairs: no stones for a rank difference of the correction plus one or less, else the difference less the correction, at most the ceiling.</source>
        <translation>Appariements de la soirée : aucune pierre pour un écart de rangs jusqu&apos;à la correction plus un, sinon l&apos;écart moins la correction, au plus le maximum.</translation>
    </message>
    <message>
        <source>Default game &amp;type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free) a new game gets.</extracomment>
        <translation>&amp;Type de partie par défaut :</translation>
    </message>
    <message>
        <source>Who is listed:</source>
        <translation>Qui est listé :</translation>
    </message>
    <message>
        <source>Club file:</source>
        <translation>Fichier du club :</translation>
    </message>
    <message>
        <source>&amp;Window language:</source>
        <translation>Langue de la &amp;fenêtre :</translation>
    </message>
    <message>
        <source>On this computer; the window changes as soon as you save.</source>
        <translation>Sur cet ordinateur ; la fenêtre change dès que vous enregistrez.</translation>
    </message>
    <message>
        <source>&amp;Printout language:</source>
        <extracomment>The language of the club&apos;s noticeboard printout, player reports and Excel workbook.</extracomment>
        <translation>Langue des &amp;impressions :</translation>
    </message>
    <message>
        <source>The club&apos;s: the noticeboard, the player reports and the workbook.</source>
        <translation>Celle du club : tableau d&apos;affichage, rapports de joueurs et classeur.</translation>
    </message>
    <message>
        <source>Every rating will be worked out again with this system; no game or player changes, and Undo switches back.</source>
        <translation>Toutes les cotes seront recalculées avec ce système ; aucune partie ni aucun joueur ne change, et Annuler revient en arrière.</translation>
    </message>
    <message>
        <source>The club needs a name.</source>
        <translation>Le club doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>SettingsMessages</name>
    <message>
        <source>The club needs a name.</source>
        <translation>Le club doit avoir un nom.</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>nom du club</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem} ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The handicap correction must be between -9 and 9 ranks, not {correction}; nothing was changed.</source>
        <translation>La correction du handicap doit être entre -9 et 9 niveaux, pas {correction} ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The handicap ceiling must be between 0 and 9 stones, not {ceiling}; nothing was changed.</source>
        <translation>Le plafond du handicap doit être entre 0 et 9 pierres, pas {ceiling} ; rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>none (club games)</source>
        <extracomment>Placeholder of the sheet&apos;s event box: the games belong to no event.</extracomment>
        <translation>aucun (parties de club)</translation>
    </message>
    <message>
        <source>Save the sheet (Ctrl+S)</source>
        <translation>Enregistrer la feuille (Ctrl+S)</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Vider la feuille</translation>
    </message>
    <message>
        <source>Club &amp;night of</source>
        <extracomment>Label of the date box: the club evening the games were played on.</extracomment>
        <translation>&amp;Soirée du</translation>
    </message>
    <message>
        <source>Game &amp;type</source>
        <translation>&amp;Type de partie</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the sheet&apos;s games belong to.</extracomment>
        <translation>T&amp;ournoi</translation>
    </message>
    <message>
        <source>Type the games row after row as they are on the paper sheet: Black, White, handicap, komi, winner (B, W or J). Tab or Enter moves to the next box, and to the next row after the winner (type and event come from the settings above; go there with the arrow keys to change one row&apos;s). Grey values are filled in for you from the ranks and the settings; type over them to change them. Each row is checked as you go. Nothing is saved until you press Ctrl+S, and then every game is saved together.</source>
        <translation>Saisissez les parties ligne après ligne telles qu&apos;elles figurent sur la feuille papier : Noir, Blanc, handicap, komi, vainqueur (B, W ou J). Tab ou Entrée passe à la case suivante, et à la ligne suivante après le vainqueur (le type et le tournoi viennent des réglages ci-dessus ; allez-y avec les flèches pour changer ceux d&apos;une ligne). Les valeurs grises sont remplies pour vous d&apos;après les niveaux et les réglages ; tapez par-dessus pour les changer. Chaque ligne est vérifiée au fur et à mesure. Rien n&apos;est enregistré avant que vous appuyiez sur Ctrl+S, et alors toutes les parties sont enregistrées ensemble.</translation>
    </message>
    <message>
        <source>A game of another night: Shift+Tab or Left from its empty Black box goes to its Date.</source>
        <extracomment>Said after the sheet&apos;s hint: how to give one row another date (the Date box is left of Black).</extracomment>
        <translation>Une partie d’un autre soir : Maj+Tab ou flèche gauche depuis sa case Noir vide mène à sa Date.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ready to save</source>
        <translation>
            <numerusform>%n partie prête à enregistrer</numerusform>
            <numerusform>%n parties prêtes à enregistrer</numerusform>
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
            <numerusform>%n ligne encore à compléter ou corriger</numerusform>
            <numerusform>%n lignes encore à compléter ou corriger</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is empty: click the first Black box and start typing.</source>
        <translation>La feuille est vide : cliquez dans la première case Noir et commencez à taper.</translation>
    </message>
    <message>
        <source>Add {missing}…</source>
        <extracomment>A button: add the unknown player (a name) or the event (&quot;the event &quot;Cape Open&quot;&quot;).</extracomment>
        <translation>Ajouter {missing}…</translation>
    </message>
    <message>
        <source>Row {row}: {message}</source>
        <translation>Ligne {row} : {message}</translation>
    </message>
    <message>
        <source>the event &quot;{event}&quot;</source>
        <translation>le tournoi « {event} »</translation>
    </message>
    <message>
        <source>The sheet is empty: type the games first.</source>
        <translation>La feuille est vide : saisissez d&apos;abord les parties.</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n row(s) before the sheet can be saved (nothing was saved yet). Row {row}: {message}</source>
        <translation>
            <numerusform>Corrigez %n ligne avant de pouvoir enregistrer la feuille (rien n&apos;a encore été enregistré). Ligne {row} : {message}</numerusform>
            <numerusform>Corrigez %n lignes avant de pouvoir enregistrer la feuille (rien n&apos;a encore été enregistré). Ligne {row} : {message}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter a record sheet of %n game(s)</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Enter a record sheet of 12 games&quot;).</extracomment>
        <translation>
            <numerusform>Saisir une feuille de résultats de %n partie</numerusform>
            <numerusform>Saisir une feuille de résultats de %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <extracomment>The first and the last day of the sheet&apos;s games.</extracomment>
        <translation>{first} au {last}</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) of {when}. The standings and the games list show them now; Ctrl+Z takes the whole sheet back.</source>
        <extracomment>{when} is a day (&quot;04.03.2025&quot;: the window&apos;s date form) or &quot;04.03.2025 to 11.03.2025&quot;.</extracomment>
        <translation>
            <numerusform>%n partie du {when} enregistrée. Le classement et la liste des parties l&apos;affichent maintenant ; Ctrl+Z annule toute la feuille.</numerusform>
            <numerusform>%n parties du {when} enregistrées. Le classement et la liste des parties les affichent maintenant ; Ctrl+Z annule toute la feuille.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear every row of the sheet? The games typed here are not saved yet.</source>
        <translation>Vider toutes les lignes de la feuille ? Les parties saisies ici ne sont pas encore enregistrées.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Les conserver</translation>
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
        <translation>Lance</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>Shogi handicap: without the bishop (角落ち).</extracomment>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>Shogi handicap: without the rook (飛車落ち).</extracomment>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <extracomment>Shogi handicap: without rook and lance (飛香落ち).</extracomment>
        <translation>Tour et lance</translation>
    </message>
    <message>
        <source>2 pieces</source>
        <extracomment>Shogi handicap: without rook and bishop (二枚落ち).</extracomment>
        <translation>2 pièces</translation>
    </message>
    <message>
        <source>4 pieces</source>
        <extracomment>Shogi handicap: 四枚落ち.</extracomment>
        <translation>4 pièces</translation>
    </message>
    <message>
        <source>5 pieces</source>
        <extracomment>Shogi handicap: 五枚落ち.</extracomment>
        <translation>5 pièces</translation>
    </message>
    <message>
        <source>6 pieces</source>
        <extracomment>Shogi handicap: 六枚落ち.</extracomment>
        <translation>6 pièces</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A game&apos;s outcome: a draw (Go: jigo).</extracomment>
        <translation>jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <extracomment>A game entered without a result.</extracomment>
        <translation>sans résultat</translation>
    </message>
    <message>
        <source>adjustment</source>
        <extracomment>A line of the record sheet where the secretary set the rank and rating by hand.</extracomment>
        <translation>correction</translation>
    </message>
    <message>
        <source>adjustment: {note}</source>
        <extracomment>An adjustment&apos;s line; {note} is the secretary&apos;s note.</extracomment>
        <translation>correction : {note}</translation>
    </message>
    <message>
        <source>Club games</source>
        <extracomment>The player&apos;s per-event table: the rated club games of one day (not a tournament).</extracomment>
        <translation>Parties du club</translation>
    </message>
    <message>
        <source>B+</source>
        <extracomment>The result column of a game: Black won (keep the +), White won, draw.</extracomment>
        <translation>N+</translation>
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
        <translation>tournoi</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>amicale</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent}, {change} → {rank} {value}</source>
        <extracomment>A point of a player&apos;s chart: &quot;2026-11-20: won against Sipho Dlamini, +120 → 11k 250&quot;.</extracomment>
        <translation>{date} : {outcome} contre {opponent}, {change} → {rank} {value}</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>What the rating engine flagged about a game (EGF).</extracomment>
        <translation>classement remis au nouveau niveau</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <translation>perte du tournoi plafonnée à 100</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <translation>classement au plancher</translation>
    </message>
    <message>
        <source>performance rating</source>
        <extracomment>FESA: the game was rated by performance rating (a new player&apos;s first tournaments).</extracomment>
        <translation>classement de performance</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>FESA: the grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>grade {before} → {after}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade</comment>
        <extracomment>FESA: no grade (yet).</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>expected score</source>
        <extracomment>Se: the EGF expected score of the game.</extracomment>
        <translation>score attendu</translation>
    </message>
    <message>
        <source>result</source>
        <extracomment>S: the game&apos;s result as a score (1, 0.5, 0).</extracomment>
        <translation>résultat</translation>
    </message>
    <message>
        <source>con</source>
        <extracomment>con: the EGF system&apos;s factor (keep &quot;con&quot; unless your federation says otherwise).</extracomment>
        <translation>con</translation>
    </message>
    <message>
        <source>anti-deflation bonus</source>
        <extracomment>EGF 2021&apos;s bonus against deflation.</extracomment>
        <translation>bonus anti-déflation</translation>
    </message>
    <message>
        <source>bonus</source>
        <extracomment>The symbol of that bonus in the formula (the rule sentence says &quot;+ bonus&quot;).</extracomment>
        <translation>bonus</translation>
    </message>
    <message>
        <source>class weight</source>
        <extracomment>EGF: the tournament class&apos;s weight (A 1, B 0.75, ...).</extracomment>
        <translation>poids de la classe</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <extracomment>{klass}: the tournament class, A to D.</extracomment>
        <translation>classe {klass}</translation>
    </message>
    <message>
        <source>{rating} against {opponent}</source>
        <extracomment>The two ratings a game was rated from: 2034 against 1987.</extracomment>
        <translation>{rating} contre {opponent}</translation>
    </message>
    <message>
        <source>, +{points} for the stones</source>
        <extracomment>EGF: a handicap game&apos;s bonus for the player taking stones, in rating points.</extracomment>
        <translation>, +{points} pour les pierres de handicap</translation>
    </message>
    <message>
        <source>at {rating}</source>
        <extracomment>con (or K) as it was at the player&apos;s rating before the game: &quot;at 2034&quot;.</extracomment>
        <translation>à {rating}</translation>
    </message>
    <message>
        <source>rated by performance rating (fewer than 9 games, or all wins or all losses so far): the tournament&apos;s rating is spread evenly over its games</source>
        <translation>compté par classement de performance (moins de 9 parties, ou jusqu’ici seulement des victoires ou seulement des défaites) : le classement du tournoi est réparti également sur ses parties</translation>
    </message>
    <message>
        <source>development bonus</source>
        <extracomment>FESA&apos;s development bonus for new players below 1800.</extracomment>
        <translation>bonus de progression</translation>
    </message>
    <message>
        <source>paid for the first 100 games below 1800</source>
        <translation>versé pour les 100 premières parties sous 1800</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>non versé</translation>
    </message>
    <message>
        <source>upset rule: K × (opponent − rating) / 160 = {change}</source>
        <extracomment>FESA&apos;s rule when a player beats a stronger one by much (K, opponent and rating are the formula&apos;s terms).</extracomment>
        <translation>règle de l’exploit : K × (adversaire − classement) / 160 = {change}</translation>
    </message>
    <message>
        <source>, plus bonus {bonus} = {change}</source>
        <translation>, plus bonus {bonus} = {change}</translation>
    </message>
    <message>
        <source>level factor</source>
        <extracomment>SAGC&apos;s factors (seed 001): LF, GSF, OF, GRF and HF are their symbols.</extracomment>
        <translation>facteur de niveau</translation>
    </message>
    <message>
        <source>game status factor</source>
        <translation>facteur de statut de la partie</translation>
    </message>
    <message>
        <source>opponent factor</source>
        <translation>facteur d’adversaire</translation>
    </message>
    <message>
        <source>game result factor</source>
        <translation>facteur de résultat</translation>
    </message>
    <message>
        <source>handicap factor</source>
        <translation>facteur de handicap</translation>
    </message>
    <message>
        <source>{outcome} in the {zone} zone, differential {differential} ({x} − {opponent_x} − {stones} stones received)</source>
        <extracomment>GRF&apos;s note: &quot;win in the promotion zone, differential +1 (3 − 2 − 0 stones received)&quot;.</extracomment>
        <translation>{outcome} en zone de {zone}, différentiel {differential} ({x} − {opponent_x} − {stones} pierres reçues)</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>promotion</source>
        <extracomment>The SAGC zones: the index at or above 0 (promotion zone) or below (demotion zone).</extracomment>
        <translation>promotion</translation>
    </message>
    <message>
        <source>demotion</source>
        <translation>rétrogradation</translation>
    </message>
    <message>
        <source>effective handicap {stones}</source>
        <extracomment>SAGC&apos;s handicap factor&apos;s note: stones less a komi adjustment.</extracomment>
        <translation>handicap effectif {stones}</translation>
    </message>
    <message>
        <source>= {product}, truncated to {change}</source>
        <extracomment>The product of the factors and the change it makes: &quot;= 499.44, truncated to 499&quot;.</extracomment>
        <translation>= {product}, tronqué à {change}</translation>
    </message>
    <message>
        <source>past +999: promoted to {rank} with index 0</source>
        <translation>au-delà de +999 : promu {rank} avec l’indice 0</translation>
    </message>
    <message>
        <source>past -999: demoted to {rank} with index 0</source>
        <translation>au-delà de -999 : rétrogradé {rank} avec l’indice 0</translation>
    </message>
    <message>
        <source>the loss stops at the floor {floor}: index {before} → {after}</source>
        <translation>la perte s’arrête au seuil {floor} : indice {before} → {after}</translation>
    </message>
    <message>
        <source>index {before} → {after} (the index stops at +999)</source>
        <translation>indice {before} → {after} (l’indice s’arrête à +999)</translation>
    </message>
    <message>
        <source>index {before} → {after}</source>
        <translation>indice {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in the previous ten games</source>
        <extracomment>OF&apos;s note: how often the opponent is among the player&apos;s previous ten games.</extracomment>
        <translation>
            <numerusform>rencontré %n fois dans les dix parties précédentes</numerusform>
            <numerusform>rencontré %n fois dans les dix parties précédentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>Column (and fact): a shogi player&apos;s FESA grade (kyu/dan).</extracomment>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column (and fact on a player&apos;s page): the kyu/dan rank of a Go player.</extracomment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The site&apos;s menu: the page with the rating list.</extracomment>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Last club night</source>
        <extracomment>The site&apos;s menu: the page with the games of the latest club evening.</extracomment>
        <translation>Dernière soirée du club</translation>
    </message>
    <message>
        <source>{system}. Published with ClubRater.</source>
        <extracomment>The footer of every page; {system} is the rating system&apos;s name, e.g. &quot;SAGC rank and index&quot;.</extracomment>
        <translation>{system}. Publié avec ClubRater.</translation>
    </message>
    <message>
        <source>{club}: standings</source>
        <extracomment>The browser tab&apos;s title of the home page.</extracomment>
        <translation>{club} : classement</translation>
    </message>
    <message>
        <source>Standings by {system}.</source>
        <translation>Classement selon {system}.</translation>
    </message>
    <message>
        <source>Newest game: {date}.</source>
        <translation>Partie la plus récente : {date}.</translation>
    </message>
    <message>
        <source>Updated on {date}.</source>
        <extracomment>{date}: the day the site was published.</extracomment>
        <translation>Mis à jour le {date}.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your index changed.</source>
        <translation>Vérifiez vos parties : ouvrez votre nom pour voir votre feuille de résultats et pourquoi votre indice a changé.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your GoR changed.</source>
        <translation>Vérifiez vos parties : ouvrez votre nom pour voir votre feuille de résultats et pourquoi votre GoR a changé.</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your Elo changed.</source>
        <translation>Vérifiez vos parties : ouvrez votre nom pour voir votre feuille de résultats et pourquoi votre Elo a changé.</translation>
    </message>
    <message>
        <source>Find a player</source>
        <extracomment>The label of the search box above the standings.</extracomment>
        <translation>Chercher un joueur</translation>
    </message>
    <message>
        <source>Name or club</source>
        <extracomment>Placeholder of the search box: what can be typed (a player&apos;s name or club).</extracomment>
        <translation>Nom ou club</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column: position in the list (a few characters wide).</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Column: the number of games played.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Column: the player&apos;s (home) club.</extracomment>
        <translation>Club</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Heading: the club&apos;s tournaments listed on the home page.</extracomment>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Last club night: {date}</source>
        <translation>Dernière soirée du club : {date}</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Pas encore de parties.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Column: the round of a tournament game.</extracomment>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Column: the player who had Black.</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Column: the player who had White.</extracomment>
        <translation>Blanc</translation>
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
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>Column: the kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Black&apos;s change</source>
        <translation>Variation de Noir</translation>
    </message>
    <message>
        <source>White&apos;s change</source>
        <translation>Variation de Blanc</translation>
    </message>
    <message>
        <source>{start} to {end}.</source>
        <extracomment>An event&apos;s dates: from {start} to {end}.</extracomment>
        <translation>Du {start} au {end}.</translation>
    </message>
    <message>
        <source>Class {klass}.</source>
        <extracomment>An EGF tournament class (A, B, C or D).</extracomment>
        <translation>Classe {klass}.</translation>
    </message>
    <message>
        <source>Not rated.</source>
        <translation>Non compté pour le classement.</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: games won (a jigo counts half).</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Column: the rating before (the event, the game).</extracomment>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Column: how much the rating changed.</extracomment>
        <translation>Variation</translation>
    </message>
    <message>
        <source>After</source>
        <extracomment>Column: the rating after (the event, the game).</extracomment>
        <translation>Après</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Heading of a player&apos;s rating chart.</extracomment>
        <translation>Historique</translation>
    </message>
    <message>
        <source>{name}: {value} over time</source>
        <extracomment>The chart&apos;s title (read aloud by screen readers); {value}: Index, GoR or Elo.</extracomment>
        <translation>{name} : évolution du {value}</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Heading: the player&apos;s results per tournament (EGF, FESA).</extracomment>
        <translation>Par tournoi</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <translation>Feuille de résultats</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Column: Black or White (the player&apos;s stones).</extracomment>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Column of the SAGC record sheet: who won, B or W.</extracomment>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>GSF</source>
        <extracomment>Column: the SAGC game status factor (tournament 1.5, club 1, friendly 0.5, free 0); keep &quot;GSF&quot; if unsure.</extracomment>
        <translation>GSF</translation>
    </message>
    <message>
        <source>New index</source>
        <translation>Nouvel indice</translation>
    </message>
    <message>
        <source>New rank</source>
        <translation>Nouveau niveau</translation>
    </message>
    <message>
        <source>Comments</source>
        <extracomment>Column: the secretary&apos;s notes on a game.</extracomment>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>{rank} after</source>
        <extracomment>Column: the rank after the game (EGF); {rank} is the word for rank or grade.</extracomment>
        <translation>{rank} après</translation>
    </message>
    <message>
        <source>Why did my index change?</source>
        <translation>Pourquoi mon indice a-t-il changé ?</translation>
    </message>
    <message>
        <source>Why did my GoR change?</source>
        <translation>Pourquoi mon GoR a-t-il changé ?</translation>
    </message>
    <message>
        <source>Why did my Elo change?</source>
        <translation>Pourquoi mon Elo a-t-il changé ?</translation>
    </message>
    <message>
        <source>Change = level factor (LF) × game status factor (GSF) × opponent factor (OF) × game result factor (GRF) × handicap factor (HF), truncated toward zero; a loss stops at the next demotion floor.</source>
        <extracomment>SAGC&apos;s rule in one sentence (seed 001); the abbreviations are the record sheet&apos;s factors.</extracomment>
        <translation>Variation = facteur de niveau (LF) × facteur de statut de la partie (GSF) × facteur d’adversaire (OF) × facteur de résultat (GRF) × facteur de handicap (HF), tronquée vers zéro ; une défaite s’arrête au prochain seuil de rétrogradation.</translation>
    </message>
    <message>
        <source>Change = K × (result − expected score), plus the development bonus while it is paid; the tournament&apos;s total is rounded.</source>
        <extracomment>FESA&apos;s rule in one sentence.</extracomment>
        <translation>Variation = K × (résultat − score attendu), plus le bonus de progression tant qu’il est versé ; le total du tournoi est arrondi.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se), on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF classic rule in one sentence.</extracomment>
        <translation>Variation = poids de la classe × con × (résultat − score attendu Se), sur les classements d’avant le tournoi ; les variations d’un tournoi s’additionnent.</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se) + bonus, on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF 2021 rule in one sentence.</extracomment>
        <translation>Variation = poids de la classe × con × (résultat − score attendu Se) + bonus, sur les classements d’avant le tournoi ; les variations d’un tournoi s’additionnent.</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>What the search box says under the standings: {shown} players of n listed are shown.</extracomment>
        <translation>
            <numerusform>{shown} sur %n joueur</numerusform>
            <numerusform>{shown} sur %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>B</source>
        <translation>N</translation>
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
        <translation>{date} : {outcome} contre {opponent} ({rank}) :</translation>
    </message>
</context>
<context>
    <name>StandingsMessages</name>
    <message>
        <source>1 player is not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>1 joueur n&apos;est pas sur la liste actuelle (aucun tournoi depuis 2 ans / 12 / 6 mois)</translation>
    </message>
    <message numerus="yes">
        <source>%n players are not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>
            <numerusform>%n joueur n&apos;est pas sur la liste actuelle (aucun tournoi depuis 2 ans / 12 / 6 mois)</numerusform>
            <numerusform>%n joueurs ne sont pas sur la liste actuelle (aucun tournoi depuis 2 ans / 12 / 6 mois)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsRule</name>
    <message>
        <source>Every active player is listed. A player you mark inactive disappears from the standings but keeps their games and comes back when marked active again.</source>
        <translation>Tout joueur actif est listé. Un joueur que vous marquez inactif disparaît du classement mais garde ses parties, et revient quand il est de nouveau marqué actif.</translation>
    </message>
    <message>
        <source>As on the EGF rating list: dan players are listed for two years after their last rated game, 1k-10k for twelve months and weaker players for six months. Players you mark inactive are never listed.</source>
        <translation>Comme sur la liste de classement EGF : les joueurs dan sont listés pendant deux ans après leur dernière partie comptée, les 1k-10k pendant douze mois et les joueurs plus faibles pendant six mois. Les joueurs que vous marquez inactifs ne sont jamais listés.</translation>
    </message>
    <message>
        <source>Every active player with a rating is listed. A player you mark inactive disappears from the standings but keeps their games.</source>
        <translation>Tout joueur actif ayant une cote est listé. Un joueur que vous marquez inactif disparaît du classement mais garde ses parties.</translation>
    </message>
</context>
<context>
    <name>StateMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {number}.</translation>
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
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n tournoi</numerusform>
            <numerusform>%n tournois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreMessages</name>
    <message>
        <source>{file} cannot be read until there is a little room beside it; nothing was changed.</source>
        <translation>{file} ne peut être lu que s&apos;il y a un peu de place à côté ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} did not fit, and {file} was left as it was.</source>
        <translation>{doing} n&apos;a pas tenu, et {file} est resté tel quel.</translation>
    </message>
    <message>
        <source>{file} cannot be written (the file or its folder is read-only), so {doing} was not done; nothing was changed.</source>
        <translation>{file} ne peut pas être écrit (le fichier ou son dossier est en lecture seule), donc {doing} n&apos;a pas été fait ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{doing} in {file} failed ({reason}); nothing was changed.</source>
        <translation>{doing} dans {file} a échoué ({reason}) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} ne peut pas être lu ({reason}).</translation>
    </message>
    <message>
        <source>{path} is not a ClubRater database (it is not an SQLite file).</source>
        <translation>{path} n&apos;est pas une base ClubRater (ce n&apos;est pas un fichier SQLite).</translation>
    </message>
    <message>
        <source>{path} is damaged and was not opened ({problems}).</source>
        <translation>{path} est endommagé et n&apos;a pas été ouvert ({problems}).</translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>, {games} parties</translation>
    </message>
    <message>
        <source>{message} The newest good backup is {file} ({taken:%Y-%m-%d %H:%M}{games}); File &gt; Restore backup puts it back.</source>
        <translation>{message} La sauvegarde valide la plus récente est {file} ({taken:%Y-%m-%d %H:%M}{games}) ; Fichier &gt; Restaurer une sauvegarde la remet en place.</translation>
    </message>
    <message>
        <source>{message} There is no good backup beside it.</source>
        <translation>{message} Il n&apos;y a aucune sauvegarde valide à côté.</translation>
    </message>
    <message>
        <source>{path} cannot be read as a club database ({reason}).</source>
        <translation>{path} ne peut pas être lu comme base de club ({reason}).</translation>
    </message>
    <message>
        <source>{path} is an SQLite file but not a ClubRater database.</source>
        <translation>{path} est un fichier SQLite, mais pas une base ClubRater.</translation>
    </message>
    <message>
        <source>{path} was written by a newer ClubRater (schema {current}); update ClubRater to open it.</source>
        <translation>{path} a été écrit par un ClubRater plus récent (schéma {current}) ; mettez ClubRater à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>{reason} It was not opened, and nothing was written to it.</source>
        <translation>{reason} Le fichier n&apos;a pas été ouvert, et rien n&apos;y a été écrit.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {file} needs upgrading, but no backup of it could be made first; nothing was changed. Free some space there and try again.</source>
        <translation>Le disque contenant {folder} est plein : {file} doit être mis à niveau, mais aucune sauvegarde n&apos;a pu être faite avant ; rien n&apos;a été modifié. Libérez de la place et réessayez.</translation>
    </message>
    <message>
        <source>{file} needs upgrading, but no backup of it could be made first ({reason}); nothing was changed.</source>
        <translation>{file} doit être mis à niveau, mais aucune sauvegarde n&apos;a pu être faite avant ({reason}) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>There is no club database at {path}.</source>
        <translation>Il n&apos;y a pas de base de club à {path}.</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot create {file} there.</source>
        <translation>ClubRater ne peut pas écrire dans {folder}, il ne peut donc pas y créer {file}.</translation>
    </message>
    <message>
        <source>upgrading the file</source>
        <translation>la mise à niveau du fichier</translation>
    </message>
    <message>
        <source>{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open.</source>
        <translation>{path} doit être mis à niveau avant de pouvoir être lu ; ouvrez-le dans ClubRater quand personne d&apos;autre ne l&apos;a ouvert.</translation>
    </message>
    <message>
        <source>Upgrading {file} would break {links} links between records; it was left as it was.</source>
        <translation>La mise à niveau de {file} casserait {links} liens entre enregistrements ; il est resté tel quel.</translation>
    </message>
    <message>
        <source>{file} can be viewed and exported to another disk, but not changed; nothing was changed.</source>
        <translation>{file} peut être consulté et exporté vers un autre disque, mais pas modifié ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{file} is read-only (the file or its folder cannot be written), so it can be viewed, exported and printed but not changed; nothing was changed.</source>
        <translation>{file} est en lecture seule (le fichier ou son dossier ne peut pas être écrit) : il peut être consulté, exporté et imprimé, mais pas modifié ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{file} is open read-only because another ClubRater is using it; nothing was changed.</source>
        <translation>{file} est ouvert en lecture seule parce qu&apos;un autre ClubRater l&apos;utilise ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>l&apos;enregistrement de la modification</translation>
    </message>
    <message>
        <source>reading the club</source>
        <translation>la lecture du club</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <source>Compare with list</source>
        <translation>Comparer avec une liste</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>The rating list to compare the club with.</extracomment>
        <translation>&amp;Liste :</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Compared</source>
        <extracomment>Column title: how the player compares with the list (differs, ambiguous...).</extracomment>
        <translation>Comparaison</translation>
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
        <translation>Dans la liste</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Différences</translation>
    </message>
    <message>
        <source>Storing keeps each player&apos;s ID and the federation&apos;s rating beside the club&apos;s own; the club&apos;s ranks, ratings and history do not change. Ctrl+Z undoes it.</source>
        <translation>L&apos;enregistrement conserve l&apos;ID de chaque joueur et la cote de la fédération à côté de celles du club ; les niveaux, cotes et historique du club ne changent pas. Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>&amp;Store IDs and ratings</source>
        <translation>&amp;Enregistrer IDs et cotes</translation>
    </message>
    <message>
        <source>&amp;Load a list file…</source>
        <translation>&amp;Charger un fichier de liste…</translation>
    </message>
    <message>
        <source>Rating lists (*.html *.htm *.txt *.zip);;All files (*)</source>
        <extracomment>A file chooser&apos;s filter: keep the patterns in brackets as they are.</extracomment>
        <translation>Listes de cotes (*.html *.htm *.txt *.zip);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>Charger une liste de cotes</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Chargement de la liste…</translation>
    </message>
    <message>
        <source>An older list?</source>
        <translation>Une liste plus ancienne ?</translation>
    </message>
    <message>
        <source>{reason} Replace it anyway?</source>
        <extracomment>{reason} says (from the controller) which list is older than the one kept.</extracomment>
        <translation>{reason} La remplacer quand même ?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>La remplacer</translation>
    </message>
    <message>
        <source>Keep the newer list</source>
        <translation>Garder la liste plus récente</translation>
    </message>
    <message>
        <source>The club keeps no rating list: load one first (clubrater list load FILE).</source>
        <translation>Le club n&apos;a aucune liste de cotes : chargez-en une d&apos;abord (clubrater list load FICHIER).</translation>
    </message>
    <message>
        <source>{what}: {ours} here, {theirs} in the list</source>
        <extracomment>One difference: &quot;{what}: {ours} here, {theirs} in the list&quot; ({what} is rank, club, rating...).</extracomment>
        <translation>{what} : {ours} ici, {theirs} dans la liste</translation>
    </message>
    <message>
        <source>{status} (by {how})</source>
        <extracomment>How the player was found in the list: &quot;(by name)&quot;, &quot;(by ID)&quot;.</extracomment>
        <translation>{status} (par {how})</translation>
    </message>
    <message>
        <source>{differ} differ, {ambiguous} ambiguous, {same} the same, {missing_id} with an ID not in the list, {unmatched} not found.</source>
        <extracomment>The comparison in numbers: players who differ, are ambiguous, are the same, have an ID not in the list, and were not found.</extracomment>
        <translation>{differ} différents, {ambiguous} ambigus, {same} identiques, {missing_id} avec un ID absent de la liste, {unmatched} non trouvés.</translation>
    </message>
    <message>
        <source>Stored. The club&apos;s own ranks and ratings are unchanged.</source>
        <translation>Enregistré. Les niveaux et cotes propres au club sont inchangés.</translation>
    </message>
</context>
<context>
    <name>SystemMessages</name>
    <message>
        <source>&quot;{key}&quot; is not a rating system ClubRater knows ({known}).</source>
        <translation>« {key} » n&apos;est pas un système de classement que ClubRater connaît ({known}).</translation>
    </message>
    <message>
        <source>The {system} engine is not available in this version.</source>
        <translation>Le moteur {system} n&apos;est pas disponible dans cette version.</translation>
    </message>
</context>
<context>
    <name>TableMessages</name>
    <message>
        <source>rating</source>
        <comment>a column of a players file</comment>
        <translation>cote</translation>
    </message>
    <message>
        <source>index</source>
        <comment>a column of a players file: the SAGC index</comment>
        <translation>index</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>ajustement : {problem}</translation>
    </message>
    <message>
        <source>This does not look like a {what} file: it has no {columns} column (line 1 has {shown}). The columns are described in the ClubRater README.</source>
        <translation>Cela ne ressemble pas à un fichier de {what} : il n&apos;a pas de colonne {columns} (la ligne 1 a {shown}). Les colonnes sont décrites dans le README de ClubRater.</translation>
    </message>
    <message>
        <source>{name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.</source>
        <translation>{name} est un fichier Excel ancien format (.xls) ; enregistrez-le en .xlsx ou .csv et importez celui-ci.</translation>
    </message>
    <message>
        <source>{name} is a spreadsheet, not a CSV file; give it the .xlsx ending.</source>
        <translation>{name} est un classeur, pas un fichier CSV ; donnez-lui l&apos;extension .xlsx.</translation>
    </message>
    <message>
        <source>{name} is not a text (CSV) file.</source>
        <translation>{name} n&apos;est pas un fichier texte (CSV).</translation>
    </message>
    <message>
        <source>{path} cannot be opened: {reason}.</source>
        <translation>{path} ne peut pas être ouvert : {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} est vide.</translation>
    </message>
    <message>
        <source>{name} line 1 cannot be read as CSV ({reason}).</source>
        <translation>{name} : la ligne 1 ne peut pas être lue comme CSV ({reason}).</translation>
    </message>
    <message>
        <source>{name} line {line} cannot be read as CSV ({reason}).</source>
        <translation>{name} : la ligne {line} ne peut pas être lue comme CSV ({reason}).</translation>
    </message>
    <message>
        <source>{name} is not read: it would unpack to {unpacked} from {packed} ({times} times its size), which no club&apos;s workbook does (a damaged file or a zip bomb); nothing was read.</source>
        <translation>{name} n&apos;est pas lu : il se décompresserait de {packed} en {unpacked} ({times} fois sa taille), ce qu&apos;aucun classeur de club ne fait (un fichier endommagé ou une bombe zip) ; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>{name} is password-protected or an old .xls workbook; remove the password (or save as .xlsx) and import again.</source>
        <translation>{name} est protégé par mot de passe ou est un ancien classeur .xls ; retirez le mot de passe (ou enregistrez en .xlsx) et importez à nouveau.</translation>
    </message>
    <message>
        <source>{name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that.</source>
        <translation>{name} n&apos;est pas un classeur Excel (peut-être un autre fichier renommé en .xlsx, ou un téléchargement endommagé) ; rien n&apos;a été lu. Enregistrez-le depuis Excel ou LibreOffice en .xlsx ou .csv et importez celui-ci.</translation>
    </message>
    <message>
        <source>{name} is not a readable Excel workbook ({reason}); nothing was read.</source>
        <translation>{name} n&apos;est pas un classeur Excel lisible ({reason}) ; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read as an Excel workbook; nothing was read.</source>
        <translation>{name} est endommagé et ne peut pas être lu comme classeur Excel ; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;{sheet}&quot; (it has {sheets}).</source>
        <translation>{name} n&apos;a pas de feuille nommée « {sheet} » (il a {sheets}).</translation>
    </message>
    <message>
        <source>The sheet &quot;{title}&quot; of {name} is empty.</source>
        <translation>La feuille « {title} » de {name} est vide.</translation>
    </message>
    <message>
        <source>The sheet &quot;{sheet}&quot; of {name} has other columns than &quot;{first}&quot; ({columns} instead of {expected}); nothing was read.</source>
        <translation>La feuille « {sheet} » de {name} a d&apos;autres colonnes que « {first} » ({columns} au lieu de {expected}) ; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <source>line {line} of sheet &quot;{sheet}&quot;</source>
        <translation>ligne {line} de la feuille « {sheet} »</translation>
    </message>
    <message>
        <source>{name} is damaged after {where}; nothing was read.</source>
        <translation>{name} est endommagé après {where} ; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>the date cell holds Excel&apos;s day 60, the 29 February 1900 that never was (Excel counts it, the calendar does not); type the date meant as YYYY-MM-DD</source>
        <translation>la cellule de date contient le jour 60 d&apos;Excel, le 29 février 1900 qui n&apos;a jamais existé (Excel le compte, le calendrier non) ; tapez la date voulue en AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is text with day and month in a local order; write it as YYYY-MM-DD ({meant}) or make the cell a real date</source>
        <translation>la date « {text} » est un texte avec le jour et le mois dans un ordre local ; écrivez-la AAAA-MM-JJ ({meant}) ou faites de la cellule une vraie date</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>la date « {text} » n&apos;est pas une date (écrivez-la AAAA-MM-JJ, p. ex. 2025-03-14)</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a whole number</source>
        <translation>{what} « {text} » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>{what} {n} is not between {lo} and {hi}</source>
        <translation>{what} {n} n&apos;est pas entre {lo} et {hi}</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a number</source>
        <translation>{what} « {text} » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>players</source>
        <comment>a kind of file</comment>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>le nom est vide</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>le niveau est vide</translation>
    </message>
    <message>
        <source>there is no rank column</source>
        <translation>il n&apos;y a pas de colonne de niveau</translation>
    </message>
    <message>
        <source>active &quot;{active}&quot; is not yes or no</source>
        <translation>actif « {active} » n&apos;est ni oui ni non</translation>
    </message>
    <message>
        <source>adjustments</source>
        <comment>a kind of file</comment>
        <translation>ajustements</translation>
    </message>
    <message>
        <source>adjustment: the player is empty</source>
        <translation>ajustement : le joueur est vide</translation>
    </message>
    <message>
        <source>games</source>
        <comment>a kind of file</comment>
        <translation>parties</translation>
    </message>
    <message>
        <source>the date is empty</source>
        <translation>la date est vide</translation>
    </message>
    <message>
        <source>the black player is empty</source>
        <translation>le joueur de Noir est vide</translation>
    </message>
    <message>
        <source>the white player is empty</source>
        <translation>le joueur de Blanc est vide</translation>
    </message>
    <message>
        <source>same player on both sides (&quot;{name}&quot;)</source>
        <translation>même joueur des deux côtés (« {name} »)</translation>
    </message>
    <message>
        <source>the result is empty (B, W or J)</source>
        <translation>le résultat est vide (B, W ou J)</translation>
    </message>
    <message>
        <source>result &quot;{text}&quot; is not B, W or J</source>
        <translation>le résultat « {text} » n&apos;est pas B, W ou J</translation>
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
        <translation>le type « {text} » n&apos;est pas tournament, club, friendly ou free</translation>
    </message>
    <message>
        <source>class &quot;{text}&quot; is not A, B, C or D</source>
        <translation>la classe « {text} » n&apos;est pas A, B, C ou D</translation>
    </message>
    <message>
        <source>black rank: {problem}</source>
        <translation>niveau de Noir : {problem}</translation>
    </message>
    <message>
        <source>white rank: {problem}</source>
        <translation>niveau de Blanc : {problem}</translation>
    </message>
    <message>
        <source>round</source>
        <comment>a column of a games file</comment>
        <translation>ronde</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;Players&quot; or &quot;Games&quot; (it has {sheets}).</source>
        <translation>{name} n&apos;a pas de feuille nommée « Players » ou « Games » (il a {sheets}).</translation>
    </message>
    <message>
        <source>{name} has no header row ClubRater recognises: line 1 should name the columns, such as name, rank (a players file) or date, black, white, result (a games file); it has {shown}.</source>
        <translation>{name} n&apos;a pas de ligne d&apos;en-tête que ClubRater reconnaît : la ligne 1 doit nommer les colonnes, comme name, rank (un fichier de joueurs) ou date, black, white, result (un fichier de parties) ; elle a {shown}.</translation>
    </message>
</context>
<context>
    <name>TextMessages</name>
    <message>
        <source>the {field} contains a terminal escape sequence</source>
        <translation>le champ {field} contient une séquence d&apos;échappement de terminal</translation>
    </message>
    <message>
        <source>the {field} contains the control character U+{code:04X}</source>
        <translation>le champ {field} contient le caractère de contrôle U+{code:04X}</translation>
    </message>
    <message>
        <source>the {field} is {length} characters long (at most {limit})</source>
        <translation>le champ {field} fait {length} caractères (au plus {limit})</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Redoing: {what}…</source>
        <translation>Rétablissement : {what}…</translation>
    </message>
    <message>
        <source>Undoing: {what}…</source>
        <translation>Annulation : {what}…</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>Saisir une partie</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n game(s)</source>
        <translation>
            <numerusform>Saisir %n partie</numerusform>
            <numerusform>Saisir %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit a game</source>
        <translation>Modifier une partie</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Supprimer une partie</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)</source>
        <translation>
            <numerusform>Supprimer %n partie</numerusform>
            <numerusform>Supprimer %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Ajouter {name}</translation>
    </message>
    <message>
        <source>Merge {dropped} into {kept}</source>
        <translation>Fusionner {dropped} dans {kept}</translation>
    </message>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Undo command text: a player&apos;s rank (or rating) was set by hand from a date on.</extracomment>
        <translation>Ajuster {name}</translation>
    </message>
    <message>
        <source>Delete an adjustment</source>
        <translation>Supprimer un ajustement</translation>
    </message>
    <message>
        <source>Add the event {name}</source>
        <extracomment>&quot;event&quot;: a tournament or other occasion at which games were played.</extracomment>
        <translation>Ajouter le tournoi {name}</translation>
    </message>
    <message>
        <source>Delete the event {name}</source>
        <translation>Supprimer le tournoi {name}</translation>
    </message>
    <message>
        <source>Edit an event</source>
        <translation>Modifier un tournoi</translation>
    </message>
    <message>
        <source>Change the club settings</source>
        <translation>Modifier les paramètres du club</translation>
    </message>
</context>
<context>
    <name>UpdateListDialog</name>
    <message>
        <source>Download a rating list</source>
        <translation>Télécharger une liste de classement</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>Which federation&apos;s rating list (EGD, FFG, AGA) to download.</extracomment>
        <translation>&amp;Liste :</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <extracomment>The web address the list is downloaded from.</extracomment>
        <translation>&amp;Depuis :</translation>
    </message>
    <message>
        <source>The list is downloaded and kept in the club file in place of the one kept (as `clubrater list update` does); a changed address is remembered for the next time.</source>
        <translation>La liste est téléchargée et conservée dans le fichier du club à la place de celle conservée (comme le fait `clubrater list update`) ; une adresse modifiée est retenue pour la prochaine fois.</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Télécharger</translation>
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
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Blanc a gagné</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>jigo</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>pas de résultat</translation>
    </message>
    <message>
        <source>The federation database did not let you change {what}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>La base de données de la fédération ne vous a pas permis de modifier {what} : cette entrée appartient à un autre club, et seul le secrétaire de ce club ou le responsable de la fédération peut la modifier. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>{what} is no longer in the club (it was deleted); nothing was saved.</source>
        <translation>{what} n&apos;est plus dans le club (l&apos;entrée a été supprimée) ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} after you opened it; nothing was saved.</source>
        <translation>{what} : {who} a supprimé cette entrée après que vous l&apos;avez ouverte ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} : {who} a supprimé cette entrée à {time}, après que vous l&apos;avez ouverte ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} : {who} a supprimé cette entrée le {date} à {time}, après que vous l&apos;avez ouverte ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} after you opened it; nothing was saved.</source>
        <translation>{what} : {who} a modifié cette entrée après que vous l&apos;avez ouverte ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} : {who} a modifié cette entrée à {time}, après que vous l&apos;avez ouverte ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{what} was changed by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what} : {who} a modifié cette entrée le {date} à {time}, après que vous l&apos;avez ouverte ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>{refusal} It now shows {now}.</source>
        <translation>{refusal} L&apos;entrée indique maintenant : {now}.</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>le joueur {number}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>la partie {number}</translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation>le tournoi {number}</translation>
    </message>
    <message>
        <source>adjustment {number}</source>
        <translation>l&apos;ajustement {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot;</source>
        <translation>Le tournoi « {name} »</translation>
    </message>
    <message>
        <source>Event {number}</source>
        <translation>Tournoi {number}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>Ajustement {number}</translation>
    </message>
    <message>
        <source>another secretary</source>
        <translation>un autre secrétaire</translation>
    </message>
    <message>
        <source>the federation officer</source>
        <translation>le responsable de la fédération</translation>
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
        <translation>{date}, {black} (N) – {white} (B)</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation>du {start} au {end}</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <translation>classe {klass}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>index {index}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>classement {rating}</translation>
    </message>
    <message>
        <source>{player} set to {value} from {date}</source>
        <translation>{player} fixé à {value} à partir du {date}</translation>
    </message>
</context>
<context>
    <name>Watch</name>
    <message>
        <source>Arrived: {what}</source>
        <translation>Arrivé : {what}</translation>
    </message>
    <message>
        <source>The federation server cannot be reached; what others save shows when it is back.</source>
        <translation>Le serveur de la fédération est injoignable ; ce que les autres enregistrent s&apos;affichera à son retour.</translation>
    </message>
    <message>
        <source>The federation server is back.</source>
        <translation>Le serveur de la fédération est de retour.</translation>
    </message>
</context>
<context>
    <name>Website</name>
    <message>
        <source>Publish the club&apos;s website</source>
        <extracomment>The title of the question which member club&apos;s website to publish (on a federation server).</extracomment>
        <translation>Publier le site web du club</translation>
    </message>
    <message>
        <source>Publish the club&apos;s website into this folder</source>
        <translation>Publier le site web du club dans ce dossier</translation>
    </message>
    <message>
        <source>Publishing the website…</source>
        <translation>Publication du site web…</translation>
    </message>
    <message>
        <source>Publish website</source>
        <translation>Publier le site web</translation>
    </message>
    <message>
        <source>Published {club}&apos;s website to {folder} ({summary}). Upload the folder to the club&apos;s web space, or open index.html.</source>
        <extracomment>{summary} is the publisher&apos;s own count of pages written (&quot;12 player pages, ...&quot;).</extracomment>
        <translation>Site web de {club} publié dans {folder} ({summary}). Mettez le dossier en ligne sur l&apos;espace web du club, ou ouvrez index.html.</translation>
    </message>
</context>
<context>
    <name>WeekCheck</name>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

To go back to that backup, use File &gt; Restore a backup (the file as it is now is kept as a backup too).</source>
        <translation>La vérification hebdomadaire de {name} par ClubRater a trouvé des dommages.

{found}

Pour revenir à cette sauvegarde, utilisez Fichier &gt; Restaurer une sauvegarde (le fichier dans son état actuel est lui aussi conservé comme sauvegarde).</translation>
    </message>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

Check the records named above against the paper sheets and correct them.</source>
        <translation>La vérification hebdomadaire de {name} par ClubRater a trouvé des dommages.

{found}

Comparez les enregistrements cités ci-dessus avec les feuilles papier et corrigez-les.</translation>
    </message>
    <message>
        <source>The club file is damaged</source>
        <translation>Le fichier du club est endommagé</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to ClubRater</source>
        <translation>Bienvenue dans ClubRater</translation>
    </message>
    <message>
        <source>Ratings for your Go or shogi club: type in the week&apos;s record sheets and the standings, every player&apos;s record sheet and history follow at once.</source>
        <extracomment>&quot;record sheet&quot;: the paper (or screen) list of an evening&apos;s games, one game a row.</extracomment>
        <translation>Des cotes pour votre club de go ou de shogi : saisissez les feuilles de résultats de la semaine, et le classement ainsi que la feuille de résultats et l&apos;historique de chaque joueur suivent aussitôt.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Créer un nouveau club</translation>
    </message>
    <message>
        <source>Give the club a name and choose how it rates its players. You can change both later.</source>
        <translation>Donnez un nom au club et choisissez comment il cote ses joueurs. Vous pourrez changer les deux plus tard.</translation>
    </message>
    <message>
        <source>e.g. Cape Town Go Club</source>
        <extracomment>An example club name; use a club of the language&apos;s own country.</extracomment>
        <translation>p. ex. Club de go de Lyon</translation>
    </message>
    <message>
        <source>Choose where…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>&amp;Cotation :</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <source>Create the club</source>
        <translation>Créer le club</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>Ouvrir un fichier de club</translation>
    </message>
    <message>
        <source>A club file (.sqlite) made by ClubRater, on this computer or a memory stick.</source>
        <translation>Un fichier de club (.sqlite) créé par ClubRater, sur cet ordinateur ou une clé USB.</translation>
    </message>
    <message>
        <source>Recently used:</source>
        <translation>Utilisés récemment :</translation>
    </message>
    <message>
        <source>Open a club file…</source>
        <translation>Ouvrir un fichier de club…</translation>
    </message>
    <message>
        <source>Try the demo club</source>
        <translation>Essayer la démo</translation>
    </message>
    <message>
        <source>A made-up club with 40 players, two years of weekly club nights and two tournaments. Look around, type a record sheet, undo it: nothing you do there touches a real club.</source>
        <translation>Un club fictif avec 40 joueurs, deux ans de soirées hebdomadaires et deux tournois. Explorez, saisissez une feuille de résultats, annulez-la : rien de ce que vous y faites ne touche un vrai club.</translation>
    </message>
    <message>
        <source>the standings, sorted by rank and index</source>
        <extracomment>&quot;rank and index&quot;: SAGC&apos;s kyu/dan rank and the index (points) within it.</extracomment>
        <translation>le classement, trié par niveau et indice</translation>
    </message>
    <message>
        <source>every player&apos;s record sheet and history chart</source>
        <translation>feuille et courbe de chaque joueur</translation>
    </message>
    <message>
        <source>a record sheet ready for this week&apos;s games</source>
        <translation>une feuille prête pour cette semaine</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Ouvrir le club de démonstration</translation>
    </message>
    <message>
        <source>How a week goes</source>
        <translation>Le déroulement d&apos;une semaine</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Add the club&apos;s players with their ranks (Players &gt; Add player, Ctrl+Shift+N), or import a list you already have (File &gt; Import).</source>
        <translation>Ajoutez les joueurs du club avec leurs niveaux (Joueurs &gt; Ajouter un joueur, Ctrl+Shift+N), ou importez une liste que vous avez déjà (Fichier &gt; Importer).</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <source>Type the evening&apos;s record sheet row by row (Ctrl+3): names complete as you type, handicap and komi are filled in, Ctrl+S saves.</source>
        <translation>Saisissez la feuille de résultats de la soirée ligne par ligne (Ctrl+3) : les noms se complètent pendant la saisie, le handicap et le komi sont remplis, Ctrl+S enregistre.</translation>
    </message>
    <message>
        <source>Noticeboard</source>
        <translation>Tableau d&apos;affichage</translation>
    </message>
    <message>
        <source>The standings follow at once. Print them (Ctrl+P) or look up any player&apos;s record sheet and history (double-click).</source>
        <translation>Le classement suit aussitôt. Imprimez-le (Ctrl+P) ou consultez la feuille de résultats et l&apos;historique de n&apos;importe quel joueur (double-clic).</translation>
    </message>
    <message>
        <source>{n}. {step}</source>
        <comment>a numbered step</comment>
        <translation>{n}. {step}</translation>
    </message>
    <message>
        <source>Press F1 at any time for a short guide to entering games.</source>
        <translation>Appuyez sur F1 à tout moment pour un petit guide de saisie des parties.</translation>
    </message>
    <message>
        <source>Recently used (double-click to open):</source>
        <translation>Récents (double-clic pour ouvrir) :</translation>
    </message>
    <message>
        <source>No club opened yet.</source>
        <translation>Aucun club ouvert pour l&apos;instant.</translation>
    </message>
    <message>
        <source>club</source>
        <comment>file name of a club without a name</comment>
        <translation>club</translation>
    </message>
    <message>
        <source>Where should the club file be kept?</source>
        <translation>Où conserver le fichier du club ?</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>Fichiers de club (*.sqlite)</translation>
    </message>
    <message>
        <source>Please give the club a name first.</source>
        <translation>Veuillez d&apos;abord donner un nom au club.</translation>
    </message>
</context>
<context>
    <name>WhatIfMessages</name>
    <message>
        <source>A player cannot play against themself; choose another opponent.</source>
        <translation>Un joueur ne peut pas jouer contre lui-même ; choisissez un autre adversaire.</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is neither a player of the club nor a {what}.</source>
        <translation>« {text} » n&apos;est ni un joueur du club ni un {what}.</translation>
    </message>
    <message>
        <source>&quot;{game_type}&quot; is not a game type (tournament, club, friendly, free).</source>
        <translation>« {game_type} » n&apos;est pas un type de partie (tournament, club, friendly, free).</translation>
    </message>
    <message>
        <source>A win now: {win:+d}, a loss: {loss:+d}, a jigo: {jigo:+d}.</source>
        <translation>Une victoire maintenant : {win:+d}, une défaite : {loss:+d}, un jigo : {jigo:+d}.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row to {rank}.</source>
        <translation>
            <numerusform>%n victoire d&apos;affilée pour atteindre {rank}.</numerusform>
            <numerusform>%n victoires d&apos;affilée pour atteindre {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No number of wins in a row against this opponent promotes (within 500 games).</source>
        <translation>Aucune série de victoires contre cet adversaire ne fait monter (sur 500 parties).</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row to {rank}.</source>
        <translation>
            <numerusform>%n défaite d&apos;affilée pour descendre à {rank}.</numerusform>
            <numerusform>%n défaites d&apos;affilée pour descendre à {rank}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Losses against this opponent never demote.</source>
        <translation>Les défaites contre cet adversaire ne font jamais descendre.</translation>
    </message>
    <message>
        <source>A win now: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>Une victoire maintenant : {win:+.1f}, une défaite : {loss:+.1f}.</translation>
    </message>
    <message>
        <source>Next grade {grade}: {needs}.</source>
        <translation>Grade suivant {grade} : {needs}.</translation>
    </message>
    <message>
        <source>At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>Dans un tournoi de classe A, une victoire : {win:+.1f}, une défaite : {loss:+.1f}.</translation>
    </message>
    <message>
        <source>{rank} from GoR {rating}.</source>
        <translation>{rank} à partir de GoR {rating}.</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>Il n&apos;y a pas de joueur numéro {number}.</translation>
    </message>
    <message>
        <source>{lb} (LB), {mp} (MP) or {ub} (UB) rating; now {rating}</source>
        <translation>cote de {lb} (LB), {mp} (MP) ou {ub} (UB) ; actuellement {rating}</translation>
    </message>
    <message>
        <source>{more} more games before the usual routes apply (now {games})</source>
        <translation>encore {more} parties avant que les voies habituelles s&apos;appliquent (actuellement {games})</translation>
    </message>
    <message>
        <source>at once at {ub} or above</source>
        <translation>immédiatement à {ub} ou plus</translation>
    </message>
    <message>
        <source>{games} games at {mp} or above ({so_far} so far)</source>
        <translation>{games} parties à {mp} ou plus ({so_far} jusqu&apos;ici)</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far, MP reached)</source>
        <translation>{games} parties à {lb} ou plus après avoir atteint {mp} une fois ({so_far} jusqu&apos;ici, MP atteint)</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far)</source>
        <translation>{games} parties à {lb} ou plus après avoir atteint {mp} une fois ({so_far} jusqu&apos;ici)</translation>
    </message>
    <message>
        <source>and {games} games against players rated {rating} or more, more than one of them ({so_far} so far)</source>
        <translation>et {games} parties contre des joueurs cotés {rating} ou plus, plus d&apos;un parmi eux ({so_far} jusqu&apos;ici)</translation>
    </message>
    <message>
        <source>Handicap {handicap} is not between 0 and 9.</source>
        <translation>Le handicap {handicap} n&apos;est pas entre 0 et 9.</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a player of the same rank</source>
        <translation>un joueur du même niveau</translation>
    </message>
    <message>
        <source>A player&apos;s name (that player every game) or a rank like 9k (a new player of that rank each game)</source>
        <extracomment>&quot;rank&quot;: a kyu/dan rank such as 9k (keep &quot;9k&quot; as it is typed).</extracomment>
        <translation>Le nom d&apos;un joueur (ce joueur à chaque partie) ou un niveau comme 9k (un nouveau joueur de ce niveau à chaque partie)</translation>
    </message>
    <message>
        <source>Handicap stones; the weaker player takes Black</source>
        <translation>Pierres de handicap ; le joueur le plus faible prend Noir</translation>
    </message>
    <message>
        <source>What if, against:</source>
        <translation>Et si, contre :</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>Handicap :</translation>
    </message>
    <message>
        <source>Game:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free).</extracomment>
        <translation>Type de partie :</translation>
    </message>
</context>
<context>
    <name>WindowContext</name>
    <message>
        <source>Nothing was saved: correct the date, then save again.</source>
        <translation>Rien n&apos;a été enregistré : corrigez la date, puis enregistrez de nouveau.</translation>
    </message>
    <message>
        <source>Done: {what}. Ctrl+Z undoes it.</source>
        <extracomment>The status bar after a change; {what} is the undo command&apos;s name (&quot;Add player Sipho Dlamini&quot;).</extracomment>
        <translation>Fait : {what}. Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>This is dated {day}, after tomorrow. Games are entered once they are played, and an adjustment dated ahead would already show as the rank today. Is the date right (and this computer&apos;s clock)? Save it all the same?</source>
        <extracomment>Asked before a game or adjustment dated after tomorrow is saved; {day} is its date (&quot;Sunday 28 November 2027&quot;).</extracomment>
        <translation>Ceci est daté du {day}, après demain. Les parties se saisissent une fois jouées, et un ajustement daté à l&apos;avance apparaîtrait déjà aujourd&apos;hui comme le rang. La date est-elle juste (et l&apos;horloge de cet ordinateur) ? Enregistrer quand même ?</translation>
    </message>
    <message>
        <source>A date after tomorrow</source>
        <translation>Une date après demain</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Correct the date</source>
        <translation>Corriger la date</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Listé</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <translation>Grade antérieur</translation>
    </message>
    <message>
        <source>EGD pin</source>
        <translation>PIN EGD</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s number in the French federation&apos;s rating ladder (FFG), and his ID in the American one (AGA).</extracomment>
        <translation>Licence FFG</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>ID AGA</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
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
        <translation>Type</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>Niveau Noir</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>Niveau Blanc</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Piece handicap</source>
        <translation>Handicap en pièces</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Niveau avant</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>Niveau après</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Niveau de départ</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Cote de départ</translation>
    </message>
    <message>
        <source>Starting index</source>
        <translation>Indice de départ</translation>
    </message>
    <message>
        <source>Starting grade</source>
        <translation>Grade de départ</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The workbook&apos;s sheet names (at most 31 characters, none of : / \ ? * [ ]).</extracomment>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Ajustements</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): yes.</extracomment>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): no.</extracomment>
        <translation>non</translation>
    </message>
    <message>
        <source>won</source>
        <extracomment>A workbook cell (History: Result): the player won the game.</extracomment>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>A workbook cell (History: Result): the player lost the game.</extracomment>
        <translation>perdu</translation>
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
            <numerusform>%n erreur jusqu&apos;ici ; chacune figure dans le journal.</numerusform>
            <numerusform>%n erreurs jusqu&apos;ici ; chacune figure dans le journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Ouvrir le dossier du journal</translation>
    </message>
</context>
</TS>
