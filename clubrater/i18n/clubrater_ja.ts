<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Set a player&apos;s rank or rating by hand from a date on.</extracomment>
        <translation>{name} の段級を調整</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>調整</translation>
    </message>
    <message>
        <source>{name} is now {value} {label} at {rank}. An adjustment sets a new starting point from its date on; games after it are re-rated.</source>
        <extracomment>&quot;{name} is now 1850 GoR at 3k&quot;: {value} is a number, {label} the rating&apos;s name (GoR, Elo, index), {rank} the kyu/dan rank or shogi grade.</extracomment>
        <translation>{name} は現在 {rank}、{label} {value} です。調整はその日付からの新しい起点となり、それ以降の対局は計算し直されます。</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>段級(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank, not a list position.</extracomment>
        <translation>インデックス(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;{label}:</source>
        <extracomment>{label}: the rating&apos;s name (GoR or Elo), as a form label.</extracomment>
        <translation>&amp;{label}:</translation>
    </message>
    <message>
        <source>why, e.g. &quot;SAGA list of March&quot;</source>
        <extracomment>The SAGA is the South African Go Association; translate the example freely.</extracomment>
        <translation>理由（例：「3月の連盟リスト」）</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k or 2d.</source>
        <translation>「{text}」は段級ではありません。12k や 2d のように入力してください。</translation>
    </message>
</context>
<context>
    <name>BackupMessages</name>
    <message>
        <source>ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; the club file is unchanged.</source>
        <translation>{folder} に書き込めない（読み取り専用）ため、{file} のバックアップは作成されませんでした。クラブファイルは変更されていません。</translation>
    </message>
    <message>
        <source>no backup of {file} was taken (the club file is unchanged).</source>
        <translation>{file} のバックアップは作成されませんでした（クラブファイルは変更されていません）。</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>daily copy</source>
        <extracomment>Why a backup of the club file was taken (a column of File &gt; Restore a backup).</extracomment>
        <translation>毎日のコピー</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>アップグレード前</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>復元前</translation>
    </message>
    <message>
        <source>damaged file (kept as found)</source>
        <translation>破損したファイル（発見時のまま保存）</translation>
    </message>
    <message>
        <source>taken by hand</source>
        <translation>手動</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>読み取り不可</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>{taken} ({reason}, {games})</source>
        <translation>{taken}（{reason}、{games}）</translation>
    </message>
    <message>
        <source>The backup was not restored: {file} is open in a ClubRater window. Close it there first.</source>
        <translation>バックアップは復元されませんでした：{file} が ClubRater のウィンドウで開かれています。先にそちらで閉じてください。</translation>
    </message>
    <message>
        <source>{file} is back as it was on {backup}.</source>
        <translation>{file} を {backup} の状態に戻しました。</translation>
    </message>
    <message>
        <source>The file it replaced is kept as {file}.</source>
        <translation>置き換えられたファイルは {file} として残してあります。</translation>
    </message>
    <message>
        <source>There are no backups of {file} yet.</source>
        <translation>{file} のバックアップはまだありません。</translation>
    </message>
    <message>
        <source>{file} is damaged, so ClubRater did not open it; nothing was written to it.</source>
        <translation>{file} は破損しているため、ClubRater は開きませんでした。ファイルには何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Damaged club file</source>
        <translation>破損したクラブファイル</translation>
    </message>
    <message>
        <source>There is no good backup beside it.</source>
        <translation>同じ場所に正常なバックアップがありません。</translation>
    </message>
    <message>
        <source>Other copies are listed under File &gt; Restore backup.</source>
        <translation>ほかのコピーは［ファイル］&gt;［バックアップから復元］に一覧があります。</translation>
    </message>
    <message>
        <source>The newest good backup is from {backup}. Restore it?</source>
        <translation>最新の正常なバックアップは {backup} のものです。復元しますか？</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>このバックアップを復元</translation>
    </message>
    <message>
        <source>Choose another…</source>
        <translation>別のものを選ぶ…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>バックアップから復元</translation>
    </message>
    <message>
        <source>The backup was not restored: {reason}</source>
        <translation>バックアップは復元されませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <extracomment>The calibration chart&apos;s horizontal axis.</extracomment>
        <translation>黒の予測勝率</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>The calibration chart&apos;s vertical axis: how often Black really won, in percent.</extracomment>
        <translation>黒の勝率</translation>
    </message>
    <message>
        <source>Point at a dot to see its games.</source>
        <translation>点にマウスを合わせると、その対局が表示されます。</translation>
    </message>
    <message>
        <source>{games} games: predicted {predicted} on average, Black won {observed} (95% interval {low} to {high})</source>
        <extracomment>What a dot of the calibration chart holds: {games} games, predicted and observed shares.</extracomment>
        <translation>{games} 局：予測の平均 {predicted}、黒の勝率 {observed}（95% 区間 {low}～{high}）</translation>
    </message>
</context>
<context>
    <name>CatchupMessages</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人のプレイヤー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 件の大会</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n 件の調整</numerusform>
        </translation>
    </message>
    <message>
        <source>{things} removed by {club}</source>
        <translation>{club} が {things} を削除</translation>
    </message>
    <message>
        <source>{things} from {club}</source>
        <translation>{club} から {things}</translation>
    </message>
</context>
<context>
    <name>CheckMessages</name>
    <message>
        <source>name</source>
        <comment>a field of a player</comment>
        <translation>名前</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a player</comment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>country</source>
        <comment>a field of a player</comment>
        <translation>国</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <comment>a field of a player</comment>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>grade</source>
        <comment>a field of a player: a shogi grade</comment>
        <translation>段級位</translation>
    </message>
    <message>
        <source>note</source>
        <comment>a field of a game</comment>
        <translation>メモ</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>大会名</translation>
    </message>
    <message>
        <source>place</source>
        <comment>a field of an event</comment>
        <translation>場所</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>クラブ名</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}。何も変更されていません。</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>名前が空です</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list (home club {club})</source>
        <translation>プレイヤー「{name}」はすでにプレイヤー一覧にいます（所属クラブ {club}）</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; is already in the player list</source>
        <translation>プレイヤー「{name}」はすでにプレイヤー一覧にいます</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; appears twice in the file</source>
        <translation>プレイヤー「{name}」がファイルに2回出てきます</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>プレイヤー「{name}」に段級がありません</translation>
    </message>
    <message>
        <source>index {index} is not between -999 and +999</source>
        <translation>インデックス {index} が -999 ～ +999 の範囲にありません</translation>
    </message>
    <message>
        <source>the black player is not in the player list</source>
        <translation>黒のプレイヤーがプレイヤー一覧にいません</translation>
    </message>
    <message>
        <source>the white player is not in the player list</source>
        <translation>白のプレイヤーがプレイヤー一覧にいません</translation>
    </message>
    <message>
        <source>the same player is on both sides</source>
        <translation>同じプレイヤーが黒と白の両方にいます</translation>
    </message>
    <message>
        <source>handicap {handicap} is not between 0 and 9</source>
        <translation>置石 {handicap} が 0 ～ 9 の範囲にありません</translation>
    </message>
    <message>
        <source>the event does not exist</source>
        <translation>その大会はありません</translation>
    </message>
    <message>
        <source>class &quot;{klass}&quot; is not A, B, C or D</source>
        <translation>クラス「{klass}」は A、B、C、D のいずれでもありません</translation>
    </message>
    <message>
        <source>&quot;{pieces}&quot; is a shogi handicap, but this club plays Go</source>
        <translation>「{pieces}」は将棋の駒落ちですが、このクラブは囲碁のクラブです</translation>
    </message>
    <message>
        <source>a shogi game has no handicap stones ({stones}); give the handicap pieces instead</source>
        <translation>将棋の対局に置石はありません（{stones}）。代わりに駒落ちを入力してください</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>不明なプレイヤー「{name}」</translation>
    </message>
    <message>
        <source>same player on both sides</source>
        <translation>黒と白が同じプレイヤー</translation>
    </message>
    <message>
        <source>black player&apos;s name</source>
        <translation>黒のプレイヤー名</translation>
    </message>
    <message>
        <source>white player&apos;s name</source>
        <translation>白のプレイヤー名</translation>
    </message>
    <message>
        <source>event</source>
        <comment>a field of a game</comment>
        <translation>大会</translation>
    </message>
    <message>
        <source>{names} and {more} more</source>
        <translation>{names} ほか {more} 人</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have none</source>
        <translation>
            <numerusform>%n 人のプレイヤーに段級がありません</numerusform>
        </translation>
    </message>
    <message>
        <source>1 player has none</source>
        <translation>1 人のプレイヤーに段級がありません</translation>
    </message>
    <message>
        <source>{system} needs every player&apos;s Go rank, and {lacking} ({shown}). Nothing was changed.</source>
        <translation>{system} には全プレイヤーの囲碁の段級が必要ですが、{lacking}（{shown}）。何も変更されていません。</translation>
    </message>
    <message>
        <source>The player &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>{source} のプレイヤー「{name}」：{problem}。何も送られていません。</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; in {source}: {problem}; nothing was pushed.</source>
        <translation>{source} の大会「{name}」：{problem}。何も送られていません。</translation>
    </message>
    <message>
        <source>{what} in {source}: {problem}; nothing was pushed.</source>
        <translation>{source} の{what}：{problem}。何も送られていません。</translation>
    </message>
</context>
<context>
    <name>ChecksumMessages</name>
    <message>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>event</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>調整</translation>
    </message>
    <message>
        <source>{record} {number} changed</source>
        <translation>{record} {number} が変更されました</translation>
    </message>
    <message>
        <source>{record} {number} added</source>
        <translation>{record} {number} が追加されました</translation>
    </message>
    <message>
        <source>{record} {number} deleted</source>
        <translation>{record} {number} が削除されました</translation>
    </message>
    <message>
        <source>{record} {number} is gone but was stored</source>
        <translation>{record} {number} が保存されていたのに見つかりません</translation>
    </message>
    <message>
        <source>{record} {number} has no checksum</source>
        <translation>{record} {number} にチェックサムがありません</translation>
    </message>
    <message>
        <source>{record} {number} does not match its checksum</source>
        <translation>{record} {number} がチェックサムと一致しません</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>ほか {more} 件</translation>
    </message>
</context>
<context>
    <name>CleaningMessages</name>
    <message>
        <source>&quot;{name}&quot;: took out invisible characters ({characters})</source>
        <translation>「{name}」：見えない文字を取り除きました（{characters}）</translation>
    </message>
</context>
<context>
    <name>ClubFilter</name>
    <message>
        <source>Show the players of one member club (ratings stay the federation&apos;s)</source>
        <translation>加盟クラブ1つのプレイヤーを表示（レーティングは連盟のまま）</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>すべてのクラブ</translation>
    </message>
</context>
<context>
    <name>ClubLock</name>
    <message>
        <source>Club file in use</source>
        <translation>クラブファイルは使用中です</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>読み取り専用で開く</translation>
    </message>
</context>
<context>
    <name>ClubNight</name>
    <message>
        <source>Sente</source>
        <extracomment>Column: the shogi player who moves first (sente) / second (gote).</extracomment>
        <translation>先手</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>盤</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>State</source>
        <comment>of a board</comment>
        <extracomment>Column: entered, result typed, paired by hand.</extracomment>
        <translation>状態</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>why this pair</comment>
        <extracomment>Column: why these two play each other.</extracomment>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>ClubNightPage</name>
    <message>
        <source>Next round</source>
        <translation>次の回戦</translation>
    </message>
    <message>
        <source>Type a name, Enter ticks it</source>
        <extracomment>Placeholder of the name box on the Club night page.</extracomment>
        <translation>名前を入力し Enter でチェック</translation>
    </message>
    <message>
        <source>Add a newcomer…</source>
        <translation>新しい参加者を追加…</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>すべてのチェックを外す</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>組み合わせる</translation>
    </message>
    <message>
        <source>Pair with the bye</source>
        <translation>休みの人と組む</translation>
    </message>
    <message>
        <source>Fix this pair</source>
        <translation>この組を固定</translation>
    </message>
    <message>
        <source>Swap these two</source>
        <translation>この二人を入れ替え</translation>
    </message>
    <message>
        <source>To the record sheet</source>
        <translation>対局記録表へ</translation>
    </message>
    <message>
        <source>Print the sheet…</source>
        <translation>組み合わせ表を印刷…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF…</source>
        <translation>組み合わせ表を PDF で保存…</translation>
    </message>
    <message>
        <source>Forget this pairing</source>
        <translation>この組み合わせを破棄</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <extracomment>Label of the date box of the Club night page.</extracomment>
        <translation>日付(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>回戦(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Nights back</source>
        <extracomment>Label: how many club nights back repeat games are counted.</extracomment>
        <translation>さかのぼる例会数(&amp;N)</translation>
    </message>
    <message>
        <source>Who is here</source>
        <extracomment>Heading of the list of players on the Club night page.</extracomment>
        <translation>出席者</translation>
    </message>
    <message>
        <source>Tick who is here (Space ticks, the name box finds anybody else), then Pair (Ctrl+Enter): close in strength, not met lately, nobody sitting out twice. Select two players in the pairs to pair them by hand (Ctrl+Shift+F) or swap them (Ctrl+Shift+W). To the record sheet (Ctrl+Shift+T) fills tonight&apos;s sheet; type the winners there and save.</source>
        <translation>出席者にチェックを付け（スペースでチェック、名前欄でほかの人も探せます）、組み合わせる（Ctrl+Enter）を押します：棋力が近く、最近対戦しておらず、二度続けて休む人がいないように組みます。組の中で二人を選ぶと、手動で組ませる（Ctrl+Shift+F）か入れ替える（Ctrl+Shift+W）ことができます。対局記録表へ（Ctrl+Shift+T）で今夜の記録表が埋まるので、勝者だけ入力して保存します。</translation>
    </message>
    <message>
        <source>Bye: {name} sits out this round.</source>
        <extracomment>Under the pairs: who does not play this round.</extracomment>
        <translation>休み：{name} はこの回戦を休みます。</translation>
    </message>
    <message numerus="yes">
        <source>Bye: {name} sits out this round (%n bye(s) lately).</source>
        <translation>
            <numerusform>休み：{name} はこの回戦を休みます（最近 %n 回休み）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired yet: press Pair (Ctrl+Enter).</source>
        <translation>まだ組み合わせていません：組み合わせる（Ctrl+Enter）を押してください。</translation>
    </message>
    <message>
        <source>entered</source>
        <extracomment>A board whose game is saved.</extracomment>
        <translation>入力済み</translation>
    </message>
    <message>
        <source>result typed</source>
        <extracomment>A board whose result is typed on the record sheet (not saved yet).</extracomment>
        <translation>結果入力中</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手動</translation>
    </message>
    <message numerus="yes">
        <source>%n here</source>
        <extracomment>How many players are ticked as here tonight.</extracomment>
        <translation>
            <numerusform>出席 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name} as a newcomer…</source>
        <translation>{name} を新しい参加者として追加…</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair with the bye (Ctrl+Shift+Y) to play {bye}, or Pair (Ctrl+Enter) to pair the boards not started again.</source>
        <extracomment>A player ticked after the pairing was made.</extracomment>
        <translation>{name} は組み合わせの後に来ました：休みの人と組む（Ctrl+Shift+Y）で {bye} と対局するか、組み合わせる（Ctrl+Enter）でまだ始まっていない盤を組み直します。</translation>
    </message>
    <message>
        <source>{name} arrived after the pairing: Pair (Ctrl+Enter) pairs the boards not started again; boards with a result stay.</source>
        <translation>{name} は組み合わせの後に来ました：組み合わせる（Ctrl+Enter）でまだ始まっていない盤を組み直します。結果のある盤はそのままです。</translation>
    </message>
    <message>
        <source>Tick at least two players first.</source>
        <translation>先に二人以上にチェックを付けてください。</translation>
    </message>
    <message>
        <source>Pair round {round}</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Pair round 2&quot;).</extracomment>
        <translation>{round} 回戦を組み合わせる</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n board(s). Ctrl+Z takes the pairing back.</source>
        <translation>
            <numerusform>{round} 回戦：%n 面。Ctrl+Z で組み合わせを取り消せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {name} with the bye</source>
        <extracomment>The undo command&apos;s name: a late arrival plays the player who sat out.</extracomment>
        <translation>{name} を休みの人と組む</translation>
    </message>
    <message>
        <source>Pair two players by hand</source>
        <translation>二人を手動で組む</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>二人を入れ替える</translation>
    </message>
    <message>
        <source>Round {round}: press Pair (Ctrl+Enter) when everybody is here.</source>
        <translation>{round} 回戦：全員そろったら組み合わせる（Ctrl+Enter）を押してください。</translation>
    </message>
    <message>
        <source>Forget the pairing of round {round}</source>
        <extracomment>The undo command&apos;s name.</extracomment>
        <translation>{round} 回戦の組み合わせを破棄</translation>
    </message>
    <message>
        <source>Print preview: pairings of round {round}</source>
        <extracomment>Title of the print preview of the pairing sheet.</extracomment>
        <translation>印刷プレビュー：{round} 回戦の組み合わせ</translation>
    </message>
    <message>
        <source>{club}, pairings {date} round {round}</source>
        <extracomment>Part of the suggested file name: &quot;Club, pairings 2025-03-14 round 1.pdf&quot;.</extracomment>
        <translation>{club} 組み合わせ {date} {round} 回戦</translation>
    </message>
    <message>
        <source>Save the pairing sheet as PDF</source>
        <translation>組み合わせ表を PDF で保存</translation>
    </message>
    <message numerus="yes">
        <source>Saved the pairing sheet (%n page(s)) as {file}.</source>
        <extracomment>{file}: where the PDF went.</extracomment>
        <translation>
            <numerusform>組み合わせ表（%n ページ）を {file} に保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every board of round {round} is entered already.</source>
        <translation>{round} 回戦のすべての盤は入力済みです。</translation>
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
        <translation>対局種別係数（Game Status Factor、seed 001）：その対局の重み。大会 1.5、例会 1、親善 0.5、自由・指導 0（自由対局では両者のインデックスは変わりません）。</translation>
    </message>
    <message>
        <source>{value} before</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) before the game or event.</extracomment>
        <translation>{value}（前）</translation>
    </message>
    <message>
        <source>{value} after</source>
        <extracomment>Column title: the player&apos;s rating (GoR, index, Elo: {value}) after the game or event.</extracomment>
        <translation>{value}（後）</translation>
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
        <translation>以前の段級位</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the standings</comment>
        <extracomment>Column title: the place in the standings.</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>number of games</comment>
        <extracomment>Column title: how many games.</extracomment>
        <translation>局数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終対局</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>種別</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event the game belongs to.</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>Black ±</source>
        <extracomment>Column title: the change of Black&apos;s rating through this game.</extracomment>
        <translation>黒 ±</translation>
    </message>
    <message>
        <source>White ±</source>
        <extracomment>Column title: the change of White&apos;s rating through this game.</extracomment>
        <translation>白 ±</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>Black or White</comment>
        <extracomment>Column title: the colour the player had (B or W).</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>rating change</comment>
        <extracomment>Column title: the change of the rating through this game.</extracomment>
        <translation>増減</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>New index</source>
        <extracomment>Column title (SAGC): the player&apos;s index after the game.</extracomment>
        <translation>新インデックス</translation>
    </message>
    <message>
        <source>New rank</source>
        <extracomment>Column title (SAGC): the player&apos;s kyu/dan rank after the game.</extracomment>
        <translation>新段級</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the opponent&apos;s kyu/dan grade.</extracomment>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Grade after</source>
        <comment>shogi kyu/dan</comment>
        <extracomment>Column title (shogi): the player&apos;s kyu/dan grade after the game.</extracomment>
        <translation>対局後の段級位</translation>
    </message>
    <message>
        <source>Rank after</source>
        <comment>kyu/dan rank</comment>
        <extracomment>Column title: the player&apos;s kyu/dan rank after the game or event.</extracomment>
        <translation>対局後の段級</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column title: the number of games won.</extracomment>
        <translation>勝数</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>first day</comment>
        <extracomment>Column title: the first day of the event.</extracomment>
        <translation>開始</translation>
    </message>
    <message>
        <source>End</source>
        <comment>last day</comment>
        <extracomment>Column title: the last day of the event.</extracomment>
        <translation>終了</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>location</comment>
        <extracomment>Column title: where the event was held (a town), not a placing.</extracomment>
        <translation>場所</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class</comment>
        <extracomment>Column title: the EGF tournament class (A, B, C or D), not a school class.</extracomment>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Rated</source>
        <extracomment>Column title: whether the event&apos;s games are rated (yes/no).</extracomment>
        <translation>レーティング対象</translation>
    </message>
    <message>
        <source>#</source>
        <comment>place in the results</comment>
        <extracomment>Column title: the place in the event&apos;s results.</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a federation database</source>
        <translation>連盟データベースに接続</translation>
    </message>
    <message>
        <source>Not needed when the server knows you (~/.pgpass)</source>
        <translation>サーバー側で認証できる場合は不要（~/.pgpass）</translation>
    </message>
    <message>
        <source>The password is used for this connection only; ClubRater never stores it.</source>
        <translation>パスワードはこの接続にだけ使われ、ClubRater は保存しません。</translation>
    </message>
    <message>
        <source>Server address (URL)</source>
        <translation>サーバーのアドレス（URL）</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Type the federation server&apos;s address, for example postgresql://secretary@club.example.org:5432/federation.</source>
        <translation>連盟サーバーのアドレスを入力してください。例：postgresql://secretary@club.example.org:5432/federation</translation>
    </message>
    <message>
        <source>That is not a PostgreSQL address: it begins with postgresql://. A club file is opened with File &gt; Open club file.</source>
        <translation>PostgreSQL のアドレスではありません（postgresql:// で始まります）。クラブファイルは［ファイル］&gt;［クラブファイルを開く］で開きます。</translation>
    </message>
</context>
<context>
    <name>DateMessages</name>
    <message>
        <source>January</source>
        <translation>1月</translation>
    </message>
    <message>
        <source>February</source>
        <translation>2月</translation>
    </message>
    <message>
        <source>March</source>
        <translation>3月</translation>
    </message>
    <message>
        <source>April</source>
        <translation>4月</translation>
    </message>
    <message>
        <source>May</source>
        <translation>5月</translation>
    </message>
    <message>
        <source>June</source>
        <translation>6月</translation>
    </message>
    <message>
        <source>July</source>
        <translation>7月</translation>
    </message>
    <message>
        <source>August</source>
        <translation>8月</translation>
    </message>
    <message>
        <source>September</source>
        <translation>9月</translation>
    </message>
    <message>
        <source>October</source>
        <translation>10月</translation>
    </message>
    <message>
        <source>November</source>
        <translation>11月</translation>
    </message>
    <message>
        <source>December</source>
        <translation>12月</translation>
    </message>
    <message>
        <source>{text} does not exist: there is no month {month}</source>
        <translation>{text} は存在しません：{month} 月はありません</translation>
    </message>
    <message>
        <source>{text} does not exist: {month} {year} has {days} days</source>
        <translation>{text} は存在しません：{year}年{month}は {days} 日までです</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>「{text}」は日付ではありません（YYYY-MM-DD の形で書いてください。例：2025-03-14）</translation>
    </message>
    <message>
        <source>the date {day} is after tomorrow ({tomorrow})</source>
        <translation>日付 {day} は明日（{tomorrow}）より後です</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>e.g. 12k or 2d</source>
        <extracomment>Rank examples: 12 kyu and 2 dan, written as the club types them (&quot;12k&quot;, &quot;2d&quot; stay as they are).</extracomment>
        <translation>例：12k、2d</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>Typing that was not saved</source>
        <translation>保存されていない入力</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>復元する</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Throw away what was typed on {when}? If you keep it, ClubRater offers it again the next time this club is opened, unless new rows are typed before then.</source>
        <translation>{when} に入力した内容を破棄しますか？残しておくと、それまでに新しい行を入力しない限り、次にこのクラブを開いたときにもう一度表示されます。</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>破棄する</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>後のために残す</translation>
    </message>
    <message>
        <source>Nothing is saved until you check it and save it.</source>
        <translation>確認して保存するまで、何も保存されません。</translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet and a game in Enter a game. Put what was typed back?</source>
        <translation>
            <numerusform>{when} に ClubRater が終了したとき、対局記録表の入力済み %n 行と「対局の入力」の1局が保存されていませんでした。入力した内容を復元しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet. Put them back in the record sheet?</source>
        <translation>
            <numerusform>{when} に ClubRater が終了したとき、対局記録表の入力済み %n 行が保存されていませんでした。対局記録表に復元しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved when ClubRater stopped on {when}: a game typed into Enter a game. Put it back in the form?</source>
        <translation>{when} に ClubRater が終了したとき、「対局の入力」に入力した1局が保存されていませんでした。フォームに復元しますか？</translation>
    </message>
</context>
<context>
    <name>DraftMessages</name>
    <message>
        <source>the draft is not JSON ({exc})</source>
        <translation>下書きが JSON ではありません（{exc}）</translation>
    </message>
    <message>
        <source>the file is not a ClubRater draft this version knows</source>
        <translation>このバージョンが扱える ClubRater の下書きファイルではありません</translation>
    </message>
    <message>
        <source>the draft&apos;s rows are not rows of the record sheet</source>
        <translation>下書きの行が対局記録表の行ではありません</translation>
    </message>
    <message>
        <source>the draft&apos;s game form is not a set of boxes</source>
        <translation>下書きの対局フォームが入力欄の集まりではありません</translation>
    </message>
    <message>
        <source>the draft is incomplete ({exc})</source>
        <translation>下書きが不完全です（{exc}）</translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <source>Black won (B)</source>
        <translation>黒の勝ち (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>白の勝ち (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <extracomment>A drawn game (Go: jigo). Keep &quot;(J)&quot;: the secretary types B, W or J whatever the language.</extracomment>
        <translation>ジゴ (J)</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. Handicap and komi follow the players&apos; ranks until you change them. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>対局記録表のとおりに1局ずつ入力してください。Tab で次の欄へ移り、Enter で対局を保存してフォームを空にします。置石とコミは、変更しない限り両者の段級から決まります。一晩分をまとめて入力するには対局記録表（Ctrl+3）を使ってください。</translation>
    </message>
    <message>
        <source>Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and clears the form for the next one. For a handicap game, White is the player who gives the pieces. For a whole evening at once, use the record sheet (Ctrl+3).</source>
        <translation>対局記録表のとおりに1局ずつ入力してください。Tab で次の欄へ移り、Enter で対局を保存してフォームを空にします。駒落ちの対局では、駒を落とす側（上手）が白です。一晩分をまとめて入力するには対局記録表（Ctrl+3）を使ってください。</translation>
    </message>
    <message>
        <source>name, or type a rank like 12k</source>
        <translation>名前、または 12k のような段級</translation>
    </message>
    <message>
        <source>name, or type a rank like 10k</source>
        <translation>名前、または 10k のような段級</translation>
    </message>
    <message>
        <source>type B, W or J</source>
        <extracomment>Keep the letters B, W and J: they are what the secretary types in every language.</extracomment>
        <translation>B、W、J を入力</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no event</comment>
        <extracomment>Placeholder of the event box: no event.</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Save game (Enter)</source>
        <translation>対局を保存 (Enter)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>日付(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>player</comment>
        <extracomment>The player who had Black.</extracomment>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <comment>player</comment>
        <extracomment>The player who had White.</extracomment>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Handicap</source>
        <extracomment>Handicap stones (Go).</extracomment>
        <translation>置石(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Komi</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>コミ(&amp;K)</translation>
    </message>
    <message>
        <source>Wi&amp;nner</source>
        <translation>勝者(&amp;N)</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <comment>game type</comment>
        <extracomment>The game type: tournament, club, friendly or free.</extracomment>
        <translation>種別(&amp;Y)</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the game belongs to.</extracomment>
        <translation>大会(&amp;V)</translation>
    </message>
    <message>
        <source>The last games entered</source>
        <translation>最近入力した対局</translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last one back.</source>
        <translation>Ctrl+Z で最後の1局を取り消せます。</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <comment>shogi handicap</comment>
        <extracomment>Shogi: the pieces the stronger player leaves off (駒落ち).</extracomment>
        <translation>駒落ち(&amp;P)</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}、{value_name} {value}</translation>
    </message>
    <message>
        <source>Who played Black? Type a name, or a rank to see the players of that rank.</source>
        <translation>黒は誰ですか？名前を入力するか、段級を入力してその段級のプレイヤーを表示してください。</translation>
    </message>
    <message>
        <source>Who played White? Type a name, or a rank to see the players of that rank.</source>
        <translation>白は誰ですか？名前を入力するか、段級を入力してその段級のプレイヤーを表示してください。</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Check the spelling, or add {name} (Players &gt; Add player).</source>
        <translation>{name} はプレイヤー一覧にいません。綴りを確かめるか、{name} を追加してください（［プレイヤー］&gt;［プレイヤーを追加］）。</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>同じプレイヤーが黒と白の両方を持つことはできません。</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <translation>勝者は？黒なら B、白なら W、ジゴなら J を入力してください。</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Choose one from the list, or leave it empty.</source>
        <translation>「{event}」という大会はありません。一覧から選ぶか、空欄のままにしてください。</translation>
    </message>
    <message>
        <source>The date is back to tonight, {day}.</source>
        <translation>日付を今夜（{day}）に戻しました。</translation>
    </message>
    <message>
        <source>Not tonight&apos;s date ({day}): the game is saved on this date.</source>
        <translation>今夜の日付ではありません（{day}）：対局はこの日付で保存されます。</translation>
    </message>
    <message>
        <source>{black} (Black) beat {white}</source>
        <translation>{black}（黒）が {white} に勝ち</translation>
    </message>
    <message>
        <source>{white} (White) beat {black}</source>
        <translation>{white}（白）が {black} に勝ち</translation>
    </message>
    <message>
        <source>{black} and {white} drew (jigo)</source>
        <extracomment>Both players&apos; names; jigo is the Go word for a draw.</extracomment>
        <translation>{black} と {white} はジゴ</translation>
    </message>
    <message>
        <source>{black} against {white}</source>
        <translation>{black} 対 {white}</translation>
    </message>
    <message>
        <source>Saved: {what}. The game is not rated.</source>
        <translation>保存しました：{what}。この対局はレーティング対象外です。</translation>
    </message>
    <message>
        <source>Saved: {what}.  {black};  {white}.</source>
        <extracomment>{what} says who beat whom; {black} and {white} give each player&apos;s change and new rank.</extracomment>
        <translation>保存しました：{what}。 {black}、 {white}。</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>line {line}: {reason}</source>
        <translation>{line} 行目：{reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>ほか {more} 件</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}。</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {what} Free some space there and try again.</source>
        <translation>{folder} のあるディスクがいっぱいです：{what} 空き容量を作ってからもう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>{message}

The log is {log}.</source>
        <translation>{message}

ログ：{log}</translation>
    </message>
    <message>
        <source>ClubRater: unexpected error</source>
        <translation>ClubRater：予期しないエラー</translation>
    </message>
    <message>
        <source>Something went wrong ({error}). The window stays open.

Everything already saved is safe in the club file (each change is saved whole or not at all). If what you see looks out of date, close and reopen the club.

The details are in the log: {log}</source>
        <translation>問題が発生しました（{error}）。ウィンドウは開いたままです。

保存済みのものはすべてクラブファイルに安全に残っています（変更は常にまるごと保存されるか、まったく保存されないかのどちらかです）。表示が古いように見える場合は、クラブを閉じて開き直してください。

詳細はログにあります：{log}</translation>
    </message>
</context>
<context>
    <name>EvaluateMessages</name>
    <message>
        <source>{system} was not evaluated.</source>
        <translation>{system} は評価されませんでした。</translation>
    </message>
    <message>
        <source>The warm-up is a fraction such as 0.25, not {value}.</source>
        <translation>ウォームアップは 0.25 のような割合で指定します。{value} ではありません。</translation>
    </message>
    <message>
        <source>The warm-up is a fraction from 0 up to (not including) 1, such as 0.25; not {value}: some games must be left to score.</source>
        <translation>ウォームアップは 0 以上 1 未満の割合（例：0.25）で指定します。{value} ではありません：採点する対局が残らなければなりません。</translation>
    </message>
    <message>
        <source>--from {since} is after --to {until}: no game is between them.</source>
        <translation>--from {since} が --to {until} より後です：その間に対局はありません。</translation>
    </message>
    <message>
        <source>ClubRater cannot evaluate {system}: it knows how SAGC, EGF, EGF 2021 and FESA predict a game.</source>
        <translation>ClubRater は {system} を評価できません：対局の予測方法を知っているのは SAGC、EGF、EGF 2021、FESA だけです。</translation>
    </message>
    <message>
        <source>No rating system can rate this club&apos;s games.</source>
        <translation>このクラブの対局をレーティングできる方式がありません。</translation>
    </message>
    <message>
        <source>The evaluation is written as a PDF file; give a name ending in .pdf, not {file}.</source>
        <translation>評価は PDF ファイルに書き出します。{file} ではなく、.pdf で終わる名前を指定してください。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s) between {first} and {last}, and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>評価するものがありません：{first}から{last}までのレーティング対象の対局は %n 局で、ウォームアップ {warm} 局を除くと採点する対局が残りません。</numerusform>
        </translation>
    </message>
    <message>
        <source>the first game</source>
        <translation>最初の対局</translation>
    </message>
    <message>
        <source>the last</source>
        <comment>the last game</comment>
        <translation>最後の対局</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to evaluate: the club has %n rated game(s), and the warm-up of {warm} leaves none to score.</source>
        <translation>
            <numerusform>評価するものがありません：レーティング対象の対局は %n 局で、ウォームアップ {warm} 局を除くと採点する対局が残りません。</numerusform>
        </translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and none of the {warm} was between players of different strength; choose a larger warm-up.</source>
        <translation>{system} は除外しました：尺度はウォームアップの対局で推定しますが、その {warm} 局に実力の異なるプレイヤー同士の対局がありませんでした。ウォームアップを長くしてください。</translation>
    </message>
    <message>
        <source>{system} was left out: its scale is fitted on the warm-up games, and there are none; choose a larger warm-up.</source>
        <translation>{system} は除外しました：尺度はウォームアップの対局で推定しますが、ウォームアップの対局がありません。ウォームアップを長くしてください。</translation>
    </message>
    <message>
        <source>No rating system could be evaluated.</source>
        <translation>評価できるレーティング方式がありませんでした。</translation>
    </message>
    <message>
        <source>The replay has no rating row for game {number}; nothing was evaluated.</source>
        <translation>再計算に対局 {number} のレーティング行がありません。何も評価されていません。</translation>
    </message>
</context>
<context>
    <name>EvaluatePage</name>
    <message>
        <source>Each rating system rates the club&apos;s games in order and predicts each game from the players&apos; ratings before it. The first games are a warm-up (rated, not scored). Lower log-loss and Brier score are better; a coin toss scores 0.693 and 0.250.</source>
        <translation>各レーティング方式はクラブの対局を順に計算し、各対局をその前のプレイヤーのレーティングから予測します。最初の対局はウォームアップです（計算しますが採点しません）。対数損失とブライアスコアは低いほど良く、コイン投げでは 0.693 と 0.250 になります。</translation>
    </message>
    <message>
        <source>The share of the games rated before scoring begins (rounded down)</source>
        <translation>採点を始める前に計算する対局の割合（切り捨て）</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>ウォームアップ(&amp;W)</translation>
    </message>
    <message>
        <source>C&amp;hart of</source>
        <translation>グラフ(&amp;H)</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>PDF で保存(&amp;D)…</translation>
    </message>
    <message>
        <source>The table and the chart on paper, in the club&apos;s printout language</source>
        <translation>表とグラフを、クラブの印刷言語で紙に</translation>
    </message>
    <message>
        <source>Per handicap</source>
        <extracomment>Tab: Black&apos;s share of the games per number of handicap stones.</extracomment>
        <translation>置石別</translation>
    </message>
    <message>
        <source>Per rank gap after handicap</source>
        <extracomment>Tab: Black&apos;s share per difference in rank left after the handicap stones.</extracomment>
        <translation>置石後の段級差別</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>置石：黒の勝率</translation>
    </message>
    <message>
        <source>Furthest above their expected score</source>
        <translation>期待スコアを最も上回ったプレイヤー</translation>
    </message>
    <message>
        <source>Furthest below their expected score</source>
        <translation>期待スコアを最も下回ったプレイヤー</translation>
    </message>
    <message>
        <source>Replaying the club&apos;s games…</source>
        <extracomment>The page&apos;s state while the systems replay the club&apos;s games.</extracomment>
        <translation>クラブの対局を再計算しています…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>対数損失</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>ブライアスコア</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won.</extracomment>
        <translation>本命の勝率</translation>
    </message>
    <message>
        <source>Scale k</source>
        <translation>尺度 k</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>コイン投げ（比較用）</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) scored, from {first} to {last}</source>
        <extracomment>Under the table: the games scored and the warm-up left out.</extracomment>
        <translation>
            <numerusform>採点した対局 %n 局（{first}～{last}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warm-up: the %n game(s) before them</source>
        <translation>
            <numerusform>ウォームアップ：その前の %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黒の勝率</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>互先</translation>
    </message>
    <message>
        <source>Rank gap</source>
        <extracomment>Column: the rank difference left after the handicap (White&apos;s strength minus Black&apos;s, minus the stones).</extracomment>
        <translation>段級差</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <source>z</source>
        <comment>standard score</comment>
        <extracomment>Column: z, the wins above expectation in standard deviations.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Enter or double-click opens the player</source>
        <translation>Enter キーまたはダブルクリックでプレイヤーを開きます</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>コイン投げより良くクラブを予測した方式はありません。</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <extracomment>{gap} and {coin} are differences of log-loss, e.g. 0.008.</extracomment>
        <translation>{best} が最もよくクラブを予測しました。対数損失は {next} より {gap}、コイン投げより {coin} 低くなっています。</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>{best} の対数損失はコイン投げより {coin} 低くなっています。</translation>
    </message>
    <message>
        <source>No scored game had a handicap.</source>
        <translation>採点した対局に置碁はありません。</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>置石は黒に有利でした。</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>置石は白に有利でした。</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>置石はどちらにも明らかには有利ではありませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Black won {share} of the %n game(s) with a handicap (95% interval {low} to {high}).</source>
        <translation>
            <numerusform>置碁 %n 局で黒の勝率は {share} でした（95% 区間 {low}～{high}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save how well the ratings predict as PDF</source>
        <translation>レーティングの予測精度を PDF で保存</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF で保存</translation>
    </message>
    <message numerus="yes">
        <source>Saved (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>保存しました（%n ページ）：{file}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Predicted chance that Black wins</source>
        <translation>黒の予測勝率</translation>
    </message>
    <message>
        <source>How often Black won</source>
        <translation>黒の実際の勝率</translation>
    </message>
    <message>
        <source>Each dot: the games whose prediction fell in one tenth (0-10%, 10-20%, ...), at their mean prediction, against how often Black really won them (a jigo half). Larger dots hold more games.</source>
        <translation>各点：予測が同じ 10% 幅（0～10%、10～20%、…）に入った対局を、予測の平均の位置に、黒が実際に勝った割合（ジゴは半分）で示します。点が大きいほど対局数が多いことを示します。</translation>
    </message>
    <message>
        <source>Each bar: the 95% interval of that share; a bar that crosses the dashed diagonal agrees with the predictions.</source>
        <translation>各線：その割合の 95% 区間。破線の対角線と交わる線は予測と一致しています。</translation>
    </message>
    <message>
        <source>A dot below the diagonal: Black won less often than predicted; above it: more often.</source>
        <translation>対角線より下の点：黒の勝ちが予測より少なかった。上の点：多かった。</translation>
    </message>
    <message>
        <source>How well the ratings predict</source>
        <translation>レーティングの予測精度</translation>
    </message>
    <message>
        <source>from {first} to {last}</source>
        <translation>{first}～{last}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Each system rated the club&apos;s games in order and predicted each game from the players&apos; ratings before it. Scored: {games} {span}. The first {warm_up} ({share} of them) were a warm-up: rated, not scored.</source>
        <translation>各方式はクラブの対局を順に計算し、各対局をその前のプレイヤーのレーティングから予測しました。採点：{games}（{span}）。最初の {warm_up}（全体の {share}）はウォームアップで、計算しましたが採点していません。</translation>
    </message>
    <message>
        <source>A coin toss (for comparison)</source>
        <translation>コイン投げ（比較用）</translation>
    </message>
    <message>
        <source>System</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <extracomment>Column: log-loss, the mean of -ln(probability given to what happened); lower is better.</extracomment>
        <translation>対数損失</translation>
    </message>
    <message>
        <source>Brier score</source>
        <extracomment>Column: the Brier score, the mean squared difference between prediction and result.</extracomment>
        <translation>ブライアスコア</translation>
    </message>
    <message>
        <source>Favourite won</source>
        <extracomment>Column: how often the player the system favoured won the game.</extracomment>
        <translation>本命の勝率</translation>
    </message>
    <message>
        <source>Scale k</source>
        <extracomment>Column: SAGC&apos;s fitted logistic scale k (per rank).</extracomment>
        <translation>尺度 k</translation>
    </message>
    <message>
        <source>{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and {coin} lower than a coin toss.</source>
        <translation>{best} が最もよくクラブを予測しました。対数損失は {next} より {gap}、コイン投げより {coin} 低くなっています。</translation>
    </message>
    <message>
        <source>The log-loss of {best} is {coin} lower than a coin toss.</source>
        <translation>{best} の対数損失はコイン投げより {coin} 低くなっています。</translation>
    </message>
    <message>
        <source>No system predicted the club better than a coin toss.</source>
        <translation>コイン投げより良くクラブを予測した方式はありません。</translation>
    </message>
    <message>
        <source>Log-loss: the mean of -ln of the chance given to what happened (lower is better; a coin toss scores {coin}). Brier score: the mean squared distance between the prediction and the result (lower is better; a coin toss scores {quarter}). Favourite won: how often the player the system favoured won (a jigo counts half). Scale k: SAGC has no probability of its own; it is given one by a logistic curve in the rank difference whose steepness k is fitted on the warm-up games.</source>
        <translation>対数損失：実際に起きた結果に与えた確率の −ln の平均（低いほど良く、コイン投げは {coin}）。ブライアスコア：予測と結果の差の二乗の平均（低いほど良く、コイン投げは {quarter}）。本命の勝率：方式が有利とみたプレイヤーが勝った割合（ジゴは半分）。尺度 k：SAGC には独自の確率がないため、段級差のロジスティック曲線で確率を与え、その傾き k をウォームアップの対局で推定します。</translation>
    </message>
    <message>
        <source>Calibration: {system}</source>
        <translation>較正：{system}</translation>
    </message>
    <message>
        <source>Handicaps: how often Black won</source>
        <translation>置石：黒の勝率</translation>
    </message>
    <message>
        <source>The handicaps favoured Black.</source>
        <translation>置石は黒に有利でした。</translation>
    </message>
    <message>
        <source>The handicaps favoured White.</source>
        <translation>置石は白に有利でした。</translation>
    </message>
    <message>
        <source>The handicaps favoured neither side clearly.</source>
        <translation>置石はどちらにも明らかには有利ではありませんでした。</translation>
    </message>
    <message>
        <source>Black won {share} of the {games} with a handicap (95% interval {low} to {high}).</source>
        <translation>置碁 {games} で黒の勝率は {share} でした（95% 区間 {low}～{high}）。</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>互先</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones of the games in this row.</extracomment>
        <translation>置石</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Black won</source>
        <extracomment>Column: Black&apos;s share of these games (a jigo half).</extracomment>
        <translation>黒の勝率</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Column: the 95% Wilson interval of Black&apos;s share.</extracomment>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>Furthest above their expected score ({system})</source>
        <translation>期待スコアを最も上回ったプレイヤー（{system}）</translation>
    </message>
    <message>
        <source>Furthest below their expected score ({system})</source>
        <translation>期待スコアを最も下回ったプレイヤー（{system}）</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: the games the player won, a jigo half.</extracomment>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column: the wins the system&apos;s predictions expected of the player.</extracomment>
        <translation>期待値</translation>
    </message>
    <message>
        <source>z</source>
        <comment>column: standard score</comment>
        <extracomment>Column: z, how many standard deviations the player&apos;s wins are above his expected wins.</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>Wins count a jigo as half; expected wins add up the chances the system gave the player; z is their difference in standard deviations (beyond 2 it is seldom chance).</source>
        <translation>勝ちはジゴを半分と数えます。期待値は方式がプレイヤーに与えた確率の合計で、z はその差を標準偏差で表したものです（2 を超えることは偶然ではまれです）。</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>ClubRater で印刷。</translation>
    </message>
    <message>
        <source>{club}: how well the ratings predict</source>
        <translation>{club}：レーティングの予測精度</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Change an event</source>
        <translation>大会を変更</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>大会を追加</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>大会を追加</translation>
    </message>
    <message>
        <source>e.g. Winter Open 2025</source>
        <extracomment>An example tournament name; translate freely.</extracomment>
        <translation>例：2025年 冬季オープン戦</translation>
    </message>
    <message>
        <source>Rated (untick for fast games or a simultaneous)</source>
        <extracomment>A simultaneous: one strong player against several at once (a &quot;simul&quot;).</extracomment>
        <translation>レーティング対象（持ち時間の短い対局や多面指導ではチェックを外す）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>大会名(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>開始日(&amp;S):</translation>
    </message>
    <message>
        <source>E&amp;nds:</source>
        <translation>終了日(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <comment>venue</comment>
        <extracomment>Where the event was held (a town or venue), not a standing in the results.</extracomment>
        <translation>場所(&amp;P):</translation>
    </message>
    <message>
        <source>EGF &amp;class:</source>
        <comment>EGF tournament class A-D</comment>
        <extracomment>The EGF&apos;s tournament class (A, B, C, D), which weighs its games; not a school class.</extracomment>
        <translation>EGF クラス(&amp;C):</translation>
    </message>
    <message>
        <source>Please give the event a name.</source>
        <translation>大会名を入力してください。</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>「{name}」という大会はすでにあります。</translation>
    </message>
    <message>
        <source>The event cannot end before it starts.</source>
        <translation>終了日を開始日より前にすることはできません。</translation>
    </message>
</context>
<context>
    <name>EventMessages</name>
    <message>
        <source>There is no event number {number}.</source>
        <translation>番号 {number} の大会はありません。</translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation>大会には名前が必要です。</translation>
    </message>
    <message>
        <source>There is already an event called &quot;{name}&quot;.</source>
        <translation>「{name}」という大会はすでにあります。</translation>
    </message>
    <message>
        <source>Class &quot;{klass}&quot; is not A, B, C or D.</source>
        <translation>クラス「{klass}」は A、B、C、D のいずれでもありません。</translation>
    </message>
    <message>
        <source>An event&apos;s number and entry order cannot be changed.</source>
        <translation>大会の番号と入力順は変更できません。</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; still has games; delete or move them first.</source>
        <translation>「{name}」にはまだ対局があります。先に削除するか移動してください。</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already there.</source>
        <translation>大会「{name}」はすでにあります。</translation>
    </message>
</context>
<context>
    <name>EventOperations</name>
    <message>
        <source>A new event?</source>
        <translation>新しい大会ですか？</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot;. Add it?</source>
        <translation>「{name}」という大会はありません。追加しますか？</translation>
    </message>
    <message>
        <source>Add the event…</source>
        <translation>大会を追加…</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the event &quot;{name}&quot;? Ctrl+Z brings it back.</source>
        <translation>大会「{name}」を削除しますか？Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>残す</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>Choose an event to see its results</source>
        <translation>大会を選ぶと結果が表示されます</translation>
    </message>
    <message>
        <source>Show the games of this event</source>
        <translation>この大会の対局を表示</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 件の大会</numerusform>
        </translation>
    </message>
    <message>
        <source>{event} (not rated)</source>
        <translation>{event}（レーティング対象外）</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>{event}: {players} on {day}</source>
        <extracomment>An event&apos;s results: &quot;{event}: 12 players on 4 March 2024&quot;.</extracomment>
        <translation>{event}：{day}、{players}</translation>
    </message>
    <message>
        <source>{event}: {players}</source>
        <translation>{event}：{players}</translation>
    </message>
</context>
<context>
    <name>ExportMessages</name>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>{name} を書き込むフォルダー {folder} がありません。</translation>
    </message>
    <message>
        <source>Wrote {file}: {players} players, {games} games, {rows} history rows.</source>
        <translation>{file} を書き出しました：プレイヤー {players} 人、対局 {games} 局、履歴 {rows} 行。</translation>
    </message>
    <message>
        <source>Wrote {file}: {games} games.</source>
        <translation>{file} を書き出しました：対局 {games} 局。</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>「{name}」という大会はありません（最近の大会：{known}）。</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games to write.</source>
        <translation>大会「{name}」には書き出す対局がありません。</translation>
    </message>
    <message>
        <source>Wrote {file}: {event}, {players} players, {games} games.</source>
        <translation>{file} を書き出しました：{event}、プレイヤー {players} 人、対局 {games} 局。</translation>
    </message>
    <message>
        <source>--club is for the workbook (FILE.xlsx) and the games file (FILE.csv): an event table is whole.</source>
        <translation>--club は Excel ブック（FILE.xlsx）と対局ファイル（FILE.csv）用です。大会表は常に全体を書き出します。</translation>
    </message>
    <message>
        <source>export writes FILE.xlsx (the club workbook), FILE.csv (the games) or `h9 EVENT FILE` (one event as an EGD table); it was given {given!r}.</source>
        <translation>export は FILE.xlsx（クラブの Excel ブック）、FILE.csv（対局）、`h9 EVENT FILE`（1つの大会を EGD 表として）を書き出します。指定されたのは {given!r} です。</translation>
    </message>
</context>
<context>
    <name>Federation</name>
    <message>
        <source>Connecting to {where}…</source>
        <translation>{where} に接続しています…</translation>
    </message>
    <message>
        <source>Push a club file into the federation</source>
        <translation>クラブファイルを連盟へ送信</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>クラブファイル (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Comparing {file} with the federation…</source>
        <translation>{file} を連盟のデータと比較しています…</translation>
    </message>
    <message>
        <source>Pushing {file}…</source>
        <translation>{file} を送信しています…</translation>
    </message>
    <message>
        <source>Pull a club file</source>
        <translation>クラブファイルを取得</translation>
    </message>
    <message>
        <source>The club file&apos;s own club:</source>
        <translation>クラブファイルの自クラブ:</translation>
    </message>
    <message>
        <source>Pull a club file from the federation</source>
        <translation>連盟からクラブファイルを取得</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>クラブファイル (*.sqlite)</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>{file} を書き込み中…</translation>
    </message>
    <message>
        <source>Push a club file</source>
        <translation>クラブファイルを送信</translation>
    </message>
    <message>
        <source>Enter its games for the member club:</source>
        <translation>対局を登録する加盟クラブ:</translation>
    </message>
    <message>
        <source>Players of:</source>
        <translation>所属クラブ:</translation>
    </message>
</context>
<context>
    <name>FederationMessages</name>
    <message>
        <source>There is no member club number {number}.</source>
        <translation>番号 {number} の加盟クラブはありません。</translation>
    </message>
    <message>
        <source>none yet</source>
        <comment>no member clubs</comment>
        <translation>まだありません</translation>
    </message>
    <message>
        <source>There is no member club &quot;{name}&quot; (the clubs: {names}).</source>
        <translation>加盟クラブ「{name}」はありません（クラブ：{names}）。</translation>
    </message>
    <message>
        <source>Only the federation officer enters for another club; you enter for {club}.</source>
        <translation>ほかのクラブの分を入力できるのは連盟担当者だけです。あなたは {club} の分を入力します。</translation>
    </message>
    <message>
        <source>no club</source>
        <translation>（クラブなし）</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>番号 {number} のプレイヤーはいません。</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>番号 {number} の対局はありません。</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>番号 {number} の大会はありません。</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>番号 {number} の調整はありません。</translation>
    </message>
    <message>
        <source>A player of {club}; only its secretary or the federation officer can change him.</source>
        <translation>{club} のプレイヤーです。変更できるのはそのクラブの記録係か連盟担当者だけです。</translation>
    </message>
    <message>
        <source>Entered by {club}; only its secretary or the federation officer can change it.</source>
        <translation>{club} が入力しました。変更できるのはそのクラブの記録係か連盟担当者だけです。</translation>
    </message>
    <message>
        <source>your club</source>
        <translation>あなたのクラブ</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>プレイヤー {number}</translation>
    </message>
    <message>
        <source>Neither {black} nor {white} plays for {club}, and the game is in no event {club} entered: only their clubs&apos; secretaries or the federation officer can enter it.</source>
        <translation>{black} も {white} も {club} の所属ではなく、この対局は {club} が入力した大会のものでもありません：入力できるのは両者のクラブの記録係か連盟担当者だけです。</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} 何も変更されていません。</translation>
    </message>
    <message>
        <source>The federation officer adds a player for a member club: choose the club first (--for-club NAME on the command line, the club picker in the window).</source>
        <translation>連盟担当者は加盟クラブの分としてプレイヤーを追加します。先にクラブを選んでください（コマンドラインでは --for-club NAME、ウィンドウではクラブの選択欄）。</translation>
    </message>
    <message>
        <source>The connection to the federation database was lost; other secretaries&apos; changes will show after reconnecting.</source>
        <translation>連盟データベースとの接続が切れました。ほかの記録係の変更は再接続後に表示されます。</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>The file could not be used: {reason} ({file}).</source>
        <translation>ファイルを使用できませんでした：{reason}（{file}）</translation>
    </message>
    <message>
        <source>The file could not be used: {reason}.</source>
        <translation>ファイルを使用できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Something went wrong that ClubRater did not expect, and nothing was changed. Your club file is safe. If it happens again, please send the log file to whoever looks after ClubRater.</source>
        <translation>ClubRater が想定していない問題が発生しました。何も変更されていません。クラブファイルは安全です。再び起こる場合は、ログファイルを ClubRater の管理者に送ってください。</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>フォルダー：</translation>
    </message>
</context>
<context>
    <name>FesaExport</name>
    <message>
        <source>FESA tournament files</source>
        <extracomment>FESA: the Federation of European Shogi Associations; tournament files are sent to its rating officer.</extracomment>
        <translation>FESA 大会ファイル</translation>
    </message>
    <message>
        <source>Export the FESA Elo list</source>
        <translation>FESA Elo リストを書き出す</translation>
    </message>
    <message>
        <source>FESA Elo list (*.txt);;All files (*)</source>
        <translation>FESA Elo リスト (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>FESA list</source>
        <translation>FESA リスト</translation>
    </message>
    <message>
        <source>The club has no event with games to send.</source>
        <translation>送れる対局のある大会がありません。</translation>
    </message>
    <message>
        <source>Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament whose files are sent to FESA.</extracomment>
        <translation>大会:</translation>
    </message>
    <message>
        <source>Folder for turnering.txt and nye-spillere</source>
        <extracomment>turnering.txt and nye-spillere are file names of the FESA rating program: keep them.</extracomment>
        <translation>turnering.txt と nye-spillere の保存先フォルダー</translation>
    </message>
</context>
<context>
    <name>FesaExportMessages</name>
    <message>
        <source>The FESA program&apos;s files are for a shogi club rated with FESA Elo; this club uses {system}.</source>
        <translation>FESA プログラムのファイルは FESA Elo でレーティングする将棋クラブ用です。このクラブは {system} を使っています。</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {name} in.</source>
        <translation>{name} を書き込むフォルダー {folder} がありません。</translation>
    </message>
    <message>
        <source> (in UTF-8: a name has letters ISO-8859-1 cannot hold)</source>
        <translation>（UTF-8：ISO-8859-1 で表せない文字を含む名前があります）</translation>
    </message>
    <message>
        <source>Wrote {file}: the Elo list for {date}, {players} players{note}.</source>
        <translation>{file} を書き出しました：{date} の Elo リスト、プレイヤー {players} 人{note}。</translation>
    </message>
    <message>
        <source>Wrote {file}: the FESA program&apos;s rating list, {players} players{note}.</source>
        <translation>{file} を書き出しました：FESA プログラムのレーティングリスト、プレイヤー {players} 人{note}。</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no events</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>There is no event called &quot;{name}&quot; (the latest are {known}).</source>
        <translation>「{name}」という大会はありません（最近の大会：{known}）。</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write turnering.txt and nye-spillere in.</source>
        <translation>turnering.txt と nye-spillere を書き込むフォルダー {folder} がありません。</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; has no games with a result to write.</source>
        <translation>大会「{name}」には書き出す結果付きの対局がありません。</translation>
    </message>
    <message>
        <source>Wrote {tournament} ({event}: {players} players, {games} games) and {newcomers} ({new} players new to FESA){note}.</source>
        <translation>{tournament}（{event}：プレイヤー {players} 人、対局 {games} 局）と {newcomers}（FESA に新しいプレイヤー {new} 人）{note} を書き出しました。</translation>
    </message>
    <message>
        <source>export {kind} takes {usage}; it was given {given!r}.</source>
        <translation>export {kind} の引数は {usage} です。指定されたのは {given!r} です。</translation>
    </message>
</context>
<context>
    <name>FesaMessages</name>
    <message>
        <source>{file} cannot be read:</source>
        <translation>{file} を読み込めません：</translation>
    </message>
    <message>
        <source>a #| comment is never closed</source>
        <translation>#| のコメントが閉じられていません</translation>
    </message>
    <message>
        <source>a &quot;)&quot; closes nothing</source>
        <translation>「)」に対応する括弧がありません</translation>
    </message>
    <message>
        <source>the file ends after a quote</source>
        <translation>引用符の後でファイルが終わっています</translation>
    </message>
    <message>
        <source>a #S( structure has no name</source>
        <translation>#S( 構造に名前がありません</translation>
    </message>
    <message>
        <source>the {structure} structure has a key without a value</source>
        <translation>{structure} 構造に値のないキーがあります</translation>
    </message>
    <message>
        <source>the {structure} structure has {key!r} where a :KEY should be</source>
        <translation>{structure} 構造の :KEY があるべき所に {key!r} があります</translation>
    </message>
    <message>
        <source>the file ends inside a #\ character</source>
        <translation>#\ 文字の途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>&quot;#{text}&quot; is not something a FESA file holds</source>
        <translation>「#{text}」は FESA ファイルにあるはずのものではありません</translation>
    </message>
    <message>
        <source>a &quot;(&quot; opened here is never closed</source>
        <translation>ここで開いた「(」が閉じられていません</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>ここで始まった文字列が閉じられていません</translation>
    </message>
    <message>
        <source>&quot;{token}&quot; divides by zero</source>
        <translation>「{token}」はゼロで割っています</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file is not a list of players</source>
        <translation>ファイルがプレイヤーの一覧ではありません</translation>
    </message>
    <message>
        <source>{item} is not a #S(PLAYER ...)</source>
        <translation>{item} は #S(PLAYER ...) ではありません</translation>
    </message>
    <message>
        <source>the player has no last name</source>
        <translation>プレイヤーに姓がありません</translation>
    </message>
    <message>
        <source>{who}: the first name {first} is not a string</source>
        <translation>{who}：名 {first} が文字列ではありません</translation>
    </message>
    <message>
        <source>{who}: ELO-NUMBER {rating} is not a rating</source>
        <translation>{who}：ELO-NUMBER {rating} はレーティングではありません</translation>
    </message>
    <message>
        <source>{who}: {game} in GAMES is not (opponent&apos;s rating, result, weight)</source>
        <translation>{who}：GAMES の {game} が（相手のレーティング、結果、重み）の形ではありません</translation>
    </message>
    <message>
        <source>{who}: GAMES {games} is neither a count nor a list of games</source>
        <translation>{who}：GAMES {games} は対局数でも対局の一覧でもありません</translation>
    </message>
    <message>
        <source>{who}: LB-COUNT {value} is not (:LB count flag)</source>
        <translation>{who}：LB-COUNT {value} が (:LB 回数 フラグ) の形ではありません</translation>
    </message>
    <message>
        <source>{who}: MP-COUNT {value} is not (:MP count)</source>
        <translation>{who}：MP-COUNT {value} が (:MP 回数) の形ではありません</translation>
    </message>
    <message>
        <source>{who}: BONUS-COUNT {value} is not a count</source>
        <translation>{who}：BONUS-COUNT {value} は回数ではありません</translation>
    </message>
    <message>
        <source>{who}: {level_key} {level} {name_key} {name} is not a grade</source>
        <translation>{who}：{level_key} {level} {name_key} {name} は段級位ではありません</translation>
    </message>
    <message>
        <source>{who}: &quot;{level} {name}&quot; is not a shogi grade</source>
        <translation>{who}：「{level} {name}」は将棋の段級位ではありません</translation>
    </message>
    <message>
        <source>entry {number} is not (last first nationalities level grade ...)</source>
        <translation>項目 {number} が (姓 名 国籍 レベル 段級位 ...) の形ではありません</translation>
    </message>
    <message>
        <source>no [tournament name] and [date] at the top</source>
        <translation>先頭に [大会名] と [日付] がありません</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (YYYY-MM-DD)</source>
        <translation>「{text}」は日付（YYYY-MM-DD）ではありません</translation>
    </message>
    <message>
        <source>a result line after the table had ended</source>
        <translation>表が終わった後に結果の行があります</translation>
    </message>
    <message>
        <source>no result lines (the first must be place 1)</source>
        <translation>結果の行がありません（最初の行は1位でなければなりません）</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is already listed on line {first}</source>
        <translation>「{name}」はすでに {first} 行目にあります</translation>
    </message>
    <message>
        <source>a player line needs [last name] [first name] [results]</source>
        <translation>プレイヤーの行には [姓] [名] [結果] が必要です</translation>
    </message>
    <message>
        <source>the last name is empty</source>
        <translation>姓が空です</translation>
    </message>
    <message>
        <source>{name} gives a simultaneous exhibition: ClubRater does not rate those</source>
        <translation>{name} は多面指しをしています。ClubRater は多面指しをレーティングしません</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a result like 3+, 4- or 2=</source>
        <translation>「{text}」は 3+、4-、2= のような結果ではありません</translation>
    </message>
    <message>
        <source>{name} has {results} results where the table has {rounds} rounds</source>
        <translation>{name} の結果は {results} 件ですが、表は {rounds} 回戦です</translation>
    </message>
    <message>
        <source>round {round}: there is no opponent {opponent}</source>
        <translation>{round} 回戦：相手 {opponent} がいません</translation>
    </message>
    <message>
        <source>round {round}: {name} played {opponent}, whose line says otherwise</source>
        <translation>{round} 回戦：{name} は {opponent} と対局しましたが、相手の行には別の記載があります</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} do not share one point</source>
        <translation>{round} 回戦：{name} と {opponent} の勝ち点の合計が1になりません</translation>
    </message>
    <message>
        <source>round {round}: {name} and {opponent} disagree about the handicap</source>
        <translation>{round} 回戦：{name} と {opponent} で駒落ちの記載が食い違っています</translation>
    </message>
    <message>
        <source>{folder} is not a folder of the FESA rating program.</source>
        <translation>{folder} は FESA レーティングプログラムのフォルダーではありません。</translation>
    </message>
    <message>
        <source>{folder} has no {list}: it is not a folder of the FESA rating program.</source>
        <translation>{folder} に {list} がありません。FESA レーティングプログラムのフォルダーではありません。</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is in {list} twice</source>
        <translation>「{name}」が {list} に2回あります</translation>
    </message>
    <message>
        <source>{name} has played on {date}, after this tournament</source>
        <translation>{name} はこの大会より後の {date} に対局しています</translation>
    </message>
    <message>
        <source>The event name &quot;{name}&quot; has a bracket or a line break, which turnering.txt cannot hold.</source>
        <translation>大会名「{name}」に turnering.txt に書けない括弧か改行が含まれています。</translation>
    </message>
    <message>
        <source>turnering.txt cannot hold a bracket or a line break in a name: {shown}.</source>
        <translation>turnering.txt には名前に括弧や改行を書けません：{shown}。</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>it came out empty</source>
        <translation>空の状態で出力されました</translation>
    </message>
    <message>
        <source>the PDF came out incomplete</source>
        <translation>PDF が不完全な状態で出力されました</translation>
    </message>
    <message>
        <source>the workbook came out without its parts</source>
        <translation>Excel ブックが必要な部分なしで出力されました</translation>
    </message>
    <message>
        <source>the workbook part {part} came out damaged</source>
        <translation>Excel ブックの部分 {part} が壊れた状態で出力されました</translation>
    </message>
    <message>
        <source>the workbook came out unreadable ({reason})</source>
        <translation>Excel ブックが読めない状態で出力されました（{reason}）</translation>
    </message>
    <message>
        <source>{file} was not written; {unchanged}</source>
        <translation>{file} は書き込まれませんでした。{unchanged}</translation>
    </message>
    <message>
        <source>ClubRater cannot write {file} in {folder} (it is read-only); {unchanged}</source>
        <translation>{folder} は読み取り専用のため、{file} を書き込めません。{unchanged}</translation>
    </message>
    <message>
        <source>{file} could not be written ({reason}); {unchanged}</source>
        <translation>{file} を書き込めませんでした（{reason}）。{unchanged}</translation>
    </message>
    <message>
        <source>the file that was there is unchanged.</source>
        <translation>もとのファイルは変更されていません。</translation>
    </message>
    <message>
        <source>nothing was written.</source>
        <translation>何も書き込まれていません。</translation>
    </message>
    <message>
        <source>{file} was not written ({problem}); {unchanged}</source>
        <translation>{file} は書き込まれませんでした（{problem}）。{unchanged}</translation>
    </message>
    <message>
        <source>{file} was not written: {problem}; {unchanged}</source>
        <translation>{file} は書き込まれませんでした：{problem}。{unchanged}</translation>
    </message>
    <message>
        <source>There is no folder {folder} to write {file} in.</source>
        <translation>{file} を書き込むフォルダー {folder} がありません。</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes were written</source>
        <translation>{size} バイトのうち {written} バイトしか書き込まれませんでした</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>Black won (B)</source>
        <extracomment>The winner of a Go game; B, W and J are the letters typed on the record sheet (jigo: a draw). Keep the letters.</extracomment>
        <translation>黒の勝ち (B)</translation>
    </message>
    <message>
        <source>White won (W)</source>
        <translation>白の勝ち (W)</translation>
    </message>
    <message>
        <source>Jigo (J)</source>
        <translation>ジゴ (J)</translation>
    </message>
    <message>
        <source>Change a game</source>
        <translation>対局を変更</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黒(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>白(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>置石(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <extracomment>Komi: the points White receives in Go (keep the Go term where the club uses it).</extracomment>
        <translation>コミ(&amp;K):</translation>
    </message>
    <message>
        <source>W&amp;inner:</source>
        <translation>勝者(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game: tournament, club, friendly or free.</extracomment>
        <translation>種別(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <comment>tournament</comment>
        <extracomment>The tournament or other event the game was played at.</extracomment>
        <translation>大会(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} はプレイヤー一覧にいません。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>同じプレイヤーが黒と白の両方を持つことはできません。</translation>
    </message>
</context>
<context>
    <name>GameMessages</name>
    <message>
        <source>There is no game number {number}.</source>
        <translation>番号 {number} の対局はありません。</translation>
    </message>
    <message>
        <source>The record sheet was not saved:</source>
        <translation>対局記録表は保存されませんでした：</translation>
    </message>
    <message>
        <source>game {number}: {problem}</source>
        <translation>{number} 局目：{problem}</translation>
    </message>
</context>
<context>
    <name>GameOperations</name>
    <message>
        <source>Delete the game {black} – {white} of {date}? Every later rating is worked out again; Ctrl+Z brings it back.</source>
        <translation>{date} の対局 {black} – {white} を削除しますか？以降のレーティングはすべて計算し直されます。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n game(s)? Every later rating is worked out again; Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>これらの %n 局を削除しますか？以降のレーティングはすべて計算し直されます。Ctrl+Z で元に戻せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>残す</translation>
    </message>
</context>
<context>
    <name>GameTypes</name>
    <message>
        <source>tournament</source>
        <extracomment>Game type: a game of a rated tournament (counts 1.5 in SAGC).</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>club</source>
        <extracomment>Game type: an ordinary game on a club night.</extracomment>
        <translation>例会</translation>
    </message>
    <message>
        <source>friendly</source>
        <extracomment>Game type: a friendly or internet game (counts half).</extracomment>
        <translation>親善</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>Game type: a free or teaching game (rates nobody).</extracomment>
        <translation>自由</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>game type</comment>
        <extracomment>A kind of game; SAGC weighs ratings by it (tournament 1.5, club 1.0, friendly 0.5, free 0.0).</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>club</source>
        <comment>game type: an ordinary club-night game</comment>
        <translation>例会</translation>
    </message>
    <message>
        <source>friendly</source>
        <comment>game type</comment>
        <translation>親善</translation>
    </message>
    <message>
        <source>free</source>
        <comment>game type: a teaching game, not rated</comment>
        <extracomment>A free (teaching) game: played at the club but never rated.</extracomment>
        <translation>自由</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>B</source>
        <comment>winner: Black</comment>
        <extracomment>Winner column: Black won (one letter or character for &quot;Black&quot;).</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>W</source>
        <comment>winner: White</comment>
        <extracomment>Winner column: White won (one letter or character for &quot;White&quot;).</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>Jigo</source>
        <comment>winner: a draw</comment>
        <extracomment>Winner column: a drawn Go game (jigo); shogi draws too.</extracomment>
        <translation>ジゴ</translation>
    </message>
    <message>
        <source>No result: shown, not rated</source>
        <translation>結果なし：表示のみ、レーティング対象外</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>&amp;From</source>
        <comment>date</comment>
        <extracomment>Filter: games from this date on.</extracomment>
        <translation>開始日(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <comment>date</comment>
        <extracomment>Filter: games up to this date.</extracomment>
        <translation>終了日(&amp;T)</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>全プレイヤー</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <comment>tournament</comment>
        <extracomment>Filter label: the tournament or event.</extracomment>
        <translation>大会(&amp;E)</translation>
    </message>
    <message>
        <source>All events and club games</source>
        <translation>すべての大会と例会の対局</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <extracomment>{shown} games match the filters out of %Ln in the club.</extracomment>
        <translation>
            <numerusform>%Ln 局中 {shown} 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GradeMessages</name>
    <message>
        <source>&quot;{text}&quot; is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).</source>
        <translation>「{text}」は将棋の段級位ではありません（20級～1級、初段～九段。3 Kyu、1 Dan の形でも可）。</translation>
    </message>
    <message>
        <source>{grade} has no line in the FESA grade table.</source>
        <translation>{grade} は FESA の段級位表にありません。</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a shogi handicap FESA rates ({known}).</source>
        <translation>「{text}」は FESA がレーティングする駒落ちではありません（{known}）。</translation>
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
        <translation>&lt;h3&gt;一晩分の対局の入力&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Ctrl+3&lt;/b&gt;（［対局］&amp;gt;［対局記録表］）を押し、上部で例会の日付を設定します。&lt;/li&gt;
&lt;li&gt;紙の記録表の順に、1局を1行で入力します：&lt;b&gt;黒&lt;/b&gt;、&lt;b&gt;白&lt;/b&gt;、勝者（&lt;b&gt;B&lt;/b&gt;、&lt;b&gt;W&lt;/b&gt;、ジゴなら &lt;b&gt;J&lt;/b&gt;）。Tab または Enter で次の欄へ移ります。&lt;/li&gt;
&lt;li&gt;名前は入力中に補完されます。&lt;b&gt;12k&lt;/b&gt; のように段級を入力すると、その段級のプレイヤーが一覧表示されます。&lt;/li&gt;
&lt;li&gt;置石とコミは段級から（灰色で）自動入力されます。実際の対局が違う場合は上書きしてください。&lt;/li&gt;
&lt;li&gt;最後の列に、その行の準備ができているかが表示されます。新しいプレイヤーは &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; で追加します。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ctrl+S&lt;/b&gt; で記録表全体を保存します。&lt;b&gt;Ctrl+Z&lt;/b&gt; で取り消し、&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; でやり直せます。&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;1局だけなら &lt;b&gt;Ctrl+2&lt;/b&gt; でフォームが開きます。Enter で対局を保存し、フォームが空になります。&lt;/p&gt;
&lt;p&gt;順位表でプレイヤーをダブルクリックすると、その対局記録と推移グラフが表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to enter games</source>
        <translation>対局の入力方法</translation>
    </message>
    <message>
        <source>About ClubRater</source>
        <translation>ClubRater について</translation>
    </message>
    <message>
        <source>ClubRater {version}
Ratings for Go and shogi clubs: SAGC rank and index, EGF GoR, FESA Elo.
MIT licence.</source>
        <translation>ClubRater {version}
囲碁・将棋クラブのためのレーティング：SAGC の段級とインデックス、EGF GoR、FESA Elo。
MIT ライセンス。</translation>
    </message>
</context>
<context>
    <name>H9Messages</name>
    <message>
        <source>The EGD tournament table cannot be read: it has no player lines.</source>
        <translation>EGD の大会表を読み込めません：プレイヤーの行がありません。</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be read:</source>
        <translation>EGD の大会表を読み込めません：</translation>
    </message>
    <message>
        <source>class CL[{value}] is not A, B, C or D</source>
        <translation>クラス CL[{value}] は A、B、C、D のいずれでもありません</translation>
    </message>
    <message>
        <source>dates DT[{value}] are not dates like DT[2020-08-30,2020-08-31]</source>
        <translation>日付 DT[{value}] が DT[2020-08-30,2020-08-31] のような日付ではありません</translation>
    </message>
    <message>
        <source>DT[{value}] ends before it starts</source>
        <translation>DT[{value}] の終わりが始まりより前です</translation>
    </message>
    <message>
        <source>handicap rule HA[{value}] is not like HA[h0] .. HA[h9]</source>
        <translation>置石の規則 HA[{value}] が HA[h0] ～ HA[h9] の形ではありません</translation>
    </message>
    <message>
        <source>komi KM[{value}] is not a number</source>
        <translation>コミ KM[{value}] が数値ではありません</translation>
    </message>
    <message>
        <source>EGD PIN &quot;|{pin}&quot; is not a number</source>
        <translation>EGD PIN「|{pin}」が数値ではありません</translation>
    </message>
    <message>
        <source>place 0 is not a place (0 means no opponent)</source>
        <translation>0 位という順位はありません（0 は相手なしの意味です）</translation>
    </message>
    <message>
        <source>round {round}: result &quot;{token}&quot; {problem}</source>
        <translation>{round} 回戦：結果「{token}」{problem}</translation>
    </message>
    <message>
        <source>no rank, country and club after the name (like: 1 Surname Given 3k FR Club 2+/b0 ...)</source>
        <translation>名前の後に段級・国・クラブがありません（例：1 Surname Given 3k FR Club 2+/b0 ...）</translation>
    </message>
    <message>
        <source>is not like 12+/w3, 7-/b, 3=, 0+, 0- or 0=</source>
        <translation>が 12+/w3、7-/b、3=、0+、0-、0= のような形ではありません</translation>
    </message>
    <message>
        <source>is not a free round like 0+, 0- or 0=</source>
        <translation>が 0+、0-、0= のような不戦の回ではありません</translation>
    </message>
    <message>
        <source>place {place} is already used on line {line}</source>
        <translation>{place} 位はすでに {line} 行目で使われています</translation>
    </message>
    <message>
        <source>{results}, but the table has {rounds} (as on line {line})</source>
        <translation>{results} ですが、表は {rounds} です（{line} 行目のとおり）</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>結果 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 回戦</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round}: &quot;{token}&quot;</source>
        <translation>{round} 回戦：「{token}」</translation>
    </message>
    <message>
        <source>{entry} is a game against the player himself</source>
        <translation>{entry} は自分自身との対局になっています</translation>
    </message>
    <message>
        <source>{entry}: there is no player with place {opponent}</source>
        <translation>{entry}：{opponent} 位のプレイヤーがいません</translation>
    </message>
    <message>
        <source>{entry}, but place {place} (line {line}) has &quot;{token}&quot; in round {round}</source>
        <translation>{entry} ですが、{place} 位（{line} 行目）の {round} 回戦は「{token}」です</translation>
    </message>
    <message>
        <source>results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>手番の色</translation>
    </message>
    <message>
        <source>handicaps</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>by-default marks</source>
        <translation>不戦の印</translation>
    </message>
    <message>
        <source>{entry} against place {place}, whose round {round} is &quot;{token}&quot; (line {line}): the {what} do not match</source>
        <translation>{entry} の相手は {place} 位で、その {round} 回戦は「{token}」です（{line} 行目）：{what}が一致しません</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>no EV[] tag naming the event</source>
        <translation>大会名を示す EV[] タグがありません</translation>
    </message>
    <message>
        <source>no DT[start,end] tag, so its games have no date</source>
        <translation>DT[開始,終了] タグがないため、対局に日付がありません</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>プレイヤーがいない</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has the same name as line {line}</source>
        <translation>「{name}」は {line} 行目と同じ名前です</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported: it has {what}.</source>
        <translation>EGD の大会表を取り込めません：{what}。</translation>
    </message>
    <message>
        <source>The EGD tournament table cannot be imported:</source>
        <translation>EGD の大会表を取り込めません：</translation>
    </message>
    <message>
        <source>player {number} has no name</source>
        <translation>プレイヤー {number} に名前がありません</translation>
    </message>
    <message>
        <source>player &quot;{name}&quot; has no rank</source>
        <translation>プレイヤー「{name}」に段級がありません</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is listed twice among the players</source>
        <translation>「{name}」がプレイヤーの中に2回あります</translation>
    </message>
    <message>
        <source>handicap {handicap} is not 0..{most}</source>
        <translation>置石 {handicap} が 0～{most} ではありません</translation>
    </message>
    <message>
        <source>The event cannot be written as an EGD table:</source>
        <translation>この大会は EGD の表として書き出せません：</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; has two games in round {round}</source>
        <translation>「{name}」は {round} 回戦に2局あります</translation>
    </message>
    <message>
        <source>{message} {problems}.</source>
        <translation>{message} {problems}。</translation>
    </message>
    <message>
        <source>&quot;{who}&quot; is not among the event&apos;s players</source>
        <translation>「{who}」はこの大会のプレイヤーではありません</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; plays against himself</source>
        <translation>「{name}」が自分自身と対局しています</translation>
    </message>
    <message>
        <source>round {round} is not a round number</source>
        <translation>{round} 回戦は回戦の番号ではありません</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>Point at a dot to see the game.</source>
        <translation>点にマウスを合わせると対局が表示されます。</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>レーティング対象の対局はまだありません</translation>
    </message>
    <message>
        <source>Choose a player to see their rank and index over time.</source>
        <extracomment>SAGC: the rank (kyu/dan) and the index within it, drawn over time.</extracomment>
        <translation>プレイヤーを選ぶと、段級とインデックスの推移が表示されます。</translation>
    </message>
    <message>
        <source>Choose a player to see their {value} over time.</source>
        <extracomment>{value} is the rating&apos;s name: GoR, Elo or rating.</extracomment>
        <translation>プレイヤーを選ぶと、{value} の推移が表示されます。</translation>
    </message>
    <message>
        <source>Rank and index</source>
        <extracomment>The chart&apos;s vertical axis (SAGC): kyu/dan rank, with the index within each rank.</extracomment>
        <translation>段級とインデックス</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Players or games (*.xlsx *.xlsm *.csv);;Excel workbooks (*.xlsx *.xlsm);;CSV files (*.csv);;All files (*)</source>
        <translation>プレイヤーまたは対局 (*.xlsx *.xlsm *.csv);;Excel ブック (*.xlsx *.xlsm);;CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>ファイル {path} がありません。</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>sheet of the workbook</comment>
        <extracomment>The sheet of a workbook (or the kind of CSV file) a problem row is on: Players, Games or Adjustments.</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>sheet of the workbook</comment>
        <translation>対局</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <comment>sheet of the workbook</comment>
        <translation>調整</translation>
    </message>
    <message>
        <source>Import players or games</source>
        <translation>プレイヤーまたは対局のインポート</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} を読み込んでいます…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>{file} をインポートしています…</translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>{problem} (did you mean &quot;{guess}&quot;?)</source>
        <translation>{problem}（「{guess}」のことですか？）</translation>
    </message>
    <message>
        <source>&quot;{kind}&quot; is not something ClubRater imports (players, games, h9, fesa).</source>
        <translation>「{kind}」は ClubRater が取り込めるものではありません（players、games、h9、fesa）。</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored. Problems:</source>
        <translation>{file} は取り込まれませんでした。何も保存されていません。問題：</translation>
    </message>
    <message>
        <source>There is no file {file}.</source>
        <translation>ファイル {file} はありません。</translation>
    </message>
    <message>
        <source>unknown player &quot;{name}&quot;</source>
        <translation>不明なプレイヤー「{name}」</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot; is already in the club with its games; nothing was imported. Delete its games first to import the table again.</source>
        <translation>大会「{name}」はすでに対局とともにクラブにあります。何も取り込まれていません。表をもう一度取り込むには、先にその対局を削除してください。</translation>
    </message>
    <message>
        <source>The file was not imported; nothing was stored. Problems:</source>
        <translation>ファイルは取り込まれませんでした。何も保存されていません。問題：</translation>
    </message>
    <message>
        <source>adjustment: unknown player &quot;{player}&quot;</source>
        <translation>調整：不明なプレイヤー「{player}」</translation>
    </message>
    <message>
        <source>adjustment: it sets no rank, index or rating</source>
        <translation>調整：段級・インデックス・レーティングのどれも設定していません</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>調整：{problem}</translation>
    </message>
    <message>
        <source>neither {black} nor {white} plays for your club and the game is in no event your club entered; a secretary enters only his own club&apos;s games</source>
        <translation>{black} も {white} もあなたのクラブの所属ではなく、この対局はあなたのクラブが入力した大会のものでもありません。記録係が入力できるのは自分のクラブの対局だけです</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import {file}</source>
        <translation>{file} のインポート</translation>
    </message>
    <message>
        <source>Sheet</source>
        <comment>workbook sheet</comment>
        <extracomment>Columns of the problem list: the workbook sheet, the line number in the file, what is wrong.</extracomment>
        <translation>シート</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>line of the file</comment>
        <translation>行</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>問題 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on the way in</source>
        <translation>取り込み時の変更</translation>
    </message>
    <message numerus="yes">
        <source>Changed (%n)</source>
        <translation>
            <numerusform>変更 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column: the player&apos;s kyu/dan rank (or shogi grade), not a position.</extracomment>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>kyu/dan rank</comment>
        <translation>段級</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>the player&apos;s home club</comment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>新規プレイヤー (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Columns of the new events: name, first day, EGF tournament class (A-D).</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>開始日</translation>
    </message>
    <message>
        <source>Class</source>
        <comment>EGF tournament class A-D</comment>
        <translation>クラス</translation>
    </message>
    <message numerus="yes">
        <source>New events (%n)</source>
        <translation>
            <numerusform>新規大会 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the club</source>
        <extracomment>Marks a game of the file that the club already has (it is not imported again).</extracomment>
        <translation>登録済み</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Columns of the games: Result is the winner&apos;s letter (B, W, J for jigo); Type the kind of game.</extracomment>
        <translation>日付</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>winner of a game</comment>
        <translation>結果</translation>
    </message>
    <message>
        <source>Handicap</source>
        <comment>Go handicap stones</comment>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>kind of game</comment>
        <translation>種別</translation>
    </message>
    <message>
        <source>In the club</source>
        <comment>is the game already stored</comment>
        <translation>登録済み</translation>
    </message>
    <message numerus="yes">
        <source>Games (%n)</source>
        <translation>
            <numerusform>対局 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message numerus="yes">
        <source>Import only the %n new game(s)</source>
        <translation>
            <numerusform>新しい %n 局だけをインポート</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>新規プレイヤー %n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>新規大会 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank adjustment(s)</source>
        <extracomment>Set by hand: a player&apos;s kyu/dan rank (and index or rating) from a date on.</extracomment>
        <translation>
            <numerusform>段級の調整 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>{players}, {events}, {games} and {adjustments}</source>
        <translation>{players}、{events}、{games}、{adjustments}</translation>
    </message>
    <message>
        <source>{players}, {events} and {games}</source>
        <translation>{players}、{events}、{games}</translation>
    </message>
    <message numerus="yes">
        <source>{file} cannot be imported: it has %n problem(s), listed below. Nothing has been stored. Correct the file and import it again (it would add {adds}).</source>
        <translation>
            <numerusform>{file} はインポートできません：下記の %n 件の問題があります。何も保存していません。ファイルを修正してもう一度インポートしてください（{adds} が追加されます）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} adds nothing new to the club: the club already has its %n game(s).</source>
        <translation>
            <numerusform>{file} にはクラブへの新しい追加がありません：%n 局はすべて登録済みです。</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} adds nothing new to the club.</source>
        <translation>{file} にはクラブへの新しい追加がありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) or note(s) lost invisible characters that would show text backwards or hide it (listed under Changed).</source>
        <translation>
            <numerusform>%n 件の名前またはメモから、文字を逆向きに表示したり隠したりする不可視の文字を取り除きました（［変更］に一覧があります）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out, because the club already has them: %n game(s) (marked under Games).</source>
        <extracomment>Some games of the file are stored already (marked in the Games tab); only the others are imported.</extracomment>
        <translation>
            <numerusform>登録済みのため除外：%n 局（［対局］に印があります）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {file} adds {adds}.{changed} Nothing is stored until you press Import.</source>
        <translation>{file} をインポートすると {adds} が追加されます。{changed} ［インポート］を押すまで何も保存されません。</translation>
    </message>
</context>
<context>
    <name>ImportedMessages</name>
    <message>
        <source>{games} games</source>
        <translation>対局 {games} 局</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>プレイヤー {players} 人</translation>
    </message>
    <message>
        <source>{file} was already imported on {when:%Y-%m-%d %H:%M} ({what}); nothing was stored. Importing it again would put its games in twice; use --again to do so anyway.</source>
        <translation>{file} は {when:%Y-%m-%d %H:%M} にすでに取り込まれています（{what}）。何も保存されていません。もう一度取り込むと対局が二重に入ります。それでも取り込むには --again を使ってください。</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As this computer ({language})</source>
        <translation>このコンピューターと同じ（{language}）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ListFileMessages</name>
    <message>
        <source>the EGD world list (allworld_lp.html, .txt or .zip), the FFG ladder (ech_ffg_V3.txt) or the AGA list (TDListA.txt)</source>
        <translation>EGD の世界リスト（allworld_lp.html、.txt、.zip）、FFG ラダー（ech_ffg_V3.txt）、AGA リスト（TDListA.txt）</translation>
    </message>
    <message>
        <source>{length} bytes long, shorter than an EGD player line (81)</source>
        <translation>長さ {length} バイトで、EGD のプレイヤー行（81）より短い</translation>
    </message>
    <message>
        <source>grade &quot;{text}&quot; is not a grade like 12k, 3d or 1p</source>
        <translation>段級「{text}」が 12k、3d、1p のような段級ではありません</translation>
    </message>
    <message>
        <source>promotion/demotion &quot;{text}&quot; is neither a grade nor --</source>
        <translation>昇段/降段「{text}」が段級でも -- でもありません</translation>
    </message>
    <message>
        <source>GoR &quot;{text}&quot; is not a whole number</source>
        <translation>GoR「{text}」が整数ではありません</translation>
    </message>
    <message>
        <source>number of tournaments &quot;{text}&quot; is not a whole number</source>
        <translation>大会数「{text}」が整数ではありません</translation>
    </message>
    <message>
        <source>country &quot;{text}&quot; is not two letters</source>
        <translation>国「{text}」が2文字ではありません</translation>
    </message>
    <message>
        <source>{file} has no player lines of the EGD list.</source>
        <translation>{file} に EGD リストのプレイヤー行がありません。</translation>
    </message>
    <message>
        <source>The file has no player lines of the EGD list.</source>
        <translation>ファイルに EGD リストのプレイヤー行がありません。</translation>
    </message>
    <message>
        <source>{name} is cut short: the EGD list&apos;s last line (Number of players) is missing; nothing was loaded.</source>
        <translation>{name} は途中で切れています：EGD リストの最終行（Number of players）がありません。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the EGD list&apos;s layout; nothing was loaded:</source>
        <translation>{name}：{count} 行が EGD リストの形式に合いません。何も読み込まれていません：</translation>
    </message>
    <message>
        <source>{name} says it holds {declared} players but has {players} player lines; it is cut short or damaged, and nothing was loaded.</source>
        <translation>{name} にはプレイヤー {declared} 人と書かれていますが、プレイヤー行は {players} 行です。途中で切れているか壊れているため、何も読み込まれていません。</translation>
    </message>
    <message>
        <source>{length} bytes long; an FFG ladder line is 61 (58 in older ladders)</source>
        <translation>長さ {length} バイト。FFG ラダーの行は 61 バイトです（古いラダーでは 58）</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a whole number</source>
        <translation>レーティング「{text}」が整数ではありません</translation>
    </message>
    <message>
        <source>{name} does not start with the FFG ladder&apos;s line #Echelle au DD/MM/YYYY.</source>
        <translation>{name} が FFG ラダーの行 #Echelle au DD/MM/YYYY で始まっていません。</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the FFG ladder&apos;s layout; nothing was loaded:</source>
        <translation>{name}：{count} 行が FFG ラダーの形式に合いません。何も読み込まれていません：</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date like 12/31/2019</source>
        <translation>「{text}」は 12/31/2019 のような日付ではありません</translation>
    </message>
    <message>
        <source>{count} tab-separated fields; the AGA list has 9</source>
        <translation>タブ区切りの項目が {count} 個あります。AGA リストは 9 個です</translation>
    </message>
    <message>
        <source>AGA ID &quot;{text}&quot; is not a number</source>
        <translation>AGA ID「{text}」が数値ではありません</translation>
    </message>
    <message>
        <source>rating &quot;{text}&quot; is not a number</source>
        <translation>レーティング「{text}」が数値ではありません</translation>
    </message>
    <message>
        <source>sigma &quot;{text}&quot; is not a number</source>
        <translation>シグマ「{text}」が数値ではありません</translation>
    </message>
    <message>
        <source>expiry {problem}</source>
        <translation>有効期限 {problem}</translation>
    </message>
    <message>
        <source>rating date {problem}</source>
        <translation>レーティングの日付 {problem}</translation>
    </message>
    <message>
        <source>{name}: {count} lines do not fit the AGA list&apos;s layout; nothing was loaded:</source>
        <translation>{name}：{count} 行が AGA リストの形式に合いません。何も読み込まれていません：</translation>
    </message>
    <message>
        <source>{name} is a zip without the one list inside that the EGD&apos;s zip holds.</source>
        <translation>{name} は EGD の zip に入っているはずのリストが入っていない zip です。</translation>
    </message>
    <message>
        <source>{name} holds a file of {size} bytes: far too big for a list.</source>
        <translation>{name} には {size} バイトのファイルが入っています。リストとしては大きすぎます。</translation>
    </message>
    <message>
        <source>{name} is a damaged zip file ({reason}).</source>
        <translation>{name} は壊れた zip ファイルです（{reason}）。</translation>
    </message>
    <message>
        <source>{name} is the {found}, not the {wanted}.</source>
        <translation>{name} は {wanted} ではなく {found} です。</translation>
    </message>
    <message>
        <source>{name} is none of the lists ClubRater reads: {lists}.</source>
        <translation>{name} は ClubRater が読めるリストのどれでもありません：{lists}。</translation>
    </message>
    <message>
        <source>{name}: {count} entries hold names ClubRater does not store; nothing was loaded:</source>
        <translation>{name}：{count} 件の項目に ClubRater が保存しない名前が含まれています。何も読み込まれていません：</translation>
    </message>
    <message>
        <source>surname</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>姓</translation>
    </message>
    <message>
        <source>first name</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>名</translation>
    </message>
    <message>
        <source>club</source>
        <comment>a field of a rating list&apos;s entry</comment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>{name} is {size} bytes: far too big for a rating list.</source>
        <translation>{name} は {size} バイトです。レーティングリストとしては大きすぎます。</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>ファイル {path} はありません。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a rating list.</source>
        <translation>{path} はフォルダーで、レーティングリストではありません。</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} を読み込めません（{reason}）。</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://).</source>
        <translation>「{url}」は Web アドレス（http:// または https://）ではありません。</translation>
    </message>
    <message>
        <source>The server at {url} answered {code} ({reason}); nothing was loaded.</source>
        <translation>{url} のサーバーが {code}（{reason}）と応答しました。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>{url} could not be reached ({reason}); is this computer online?</source>
        <translation>{url} に接続できませんでした（{reason}）。このコンピューターはインターネットにつながっていますか？</translation>
    </message>
    <message>
        <source>{url} sent more than {size} bytes: far too big for a rating list.</source>
        <translation>{url} から {size} バイトを超えるデータが送られてきました。レーティングリストとしては大きすぎます。</translation>
    </message>
</context>
<context>
    <name>ListMessages</name>
    <message>
        <source>unknown date</source>
        <translation>日付不明</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{date} の{list}：プレイヤー {players} 人</translation>
    </message>
    <message>
        <source>&quot;{url}&quot; is not a web address (http:// or https://); nothing was changed.</source>
        <translation>「{url}」は Web アドレス（http:// または https://）ではありません。何も変更されていません。</translation>
    </message>
    <message>
        <source>This {name} is of {date}, older than the one the club keeps ({kept}); nothing was loaded. Load it with --force to replace the newer list anyway.</source>
        <translation>この{name}は {date} のもので、クラブが保持しているもの（{kept}）より古いため、何も読み込まれていません。それでも新しいリストと置き換えるには --force を付けて読み込んでください。</translation>
    </message>
    <message>
        <source>{summary}; replaces the list of {date}</source>
        <translation>{summary}。{date} のリストを置き換えます</translation>
    </message>
    <message>
        <source>{summary} ({count} placeholder entries left out)</source>
        <translation>{summary}（仮の項目 {count} 件を除外）</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE, or clubrater list update {fed}).</source>
        <translation>クラブは{list}を保持していません。先に読み込んでください（clubrater list load FILE または clubrater list update {fed}）。</translation>
    </message>
    <message>
        <source>There is nobody with {id_name} {id} in the {list} of {date}.</source>
        <translation>{date} の{list}に {id_name} {id} の人はいません。</translation>
    </message>
    <message>
        <source>{name} has neither a rating nor a grade in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} には{list}にレーティングも段級もありません。開始時の段級を指定してください（--rank）。</translation>
    </message>
    <message>
        <source>{name} has no grade or rating in the {list}; give the rank he starts at (--rank).</source>
        <translation>{name} には{list}に段級もレーティングもありません。開始時の段級を指定してください（--rank）。</translation>
    </message>
    <message>
        <source>{name} is already in the player list with {id_name} {id}; nobody was added.</source>
        <translation>{name} はすでに {id_name} {id} でプレイヤー一覧にいます。誰も追加されていません。</translation>
    </message>
    <message>
        <source>{problem} Nobody was added.</source>
        <translation>{problem} 誰も追加されていません。</translation>
    </message>
    <message>
        <source>The club keeps no {list}; load one first (clubrater list load FILE).</source>
        <translation>クラブは{list}を保持していません。先に読み込んでください（clubrater list load FILE）。</translation>
    </message>
</context>
<context>
    <name>ListSearch</name>
    <message>
        <source> or </source>
        <extracomment>Joins the names of two or three lists: &quot;EGD list or FFG ladder&quot;.</extracomment>
        <translation> または </translation>
    </message>
    <message>
        <source>federation&apos;s list</source>
        <translation>連盟のリスト</translation>
    </message>
    <message>
        <source>Find him in the {lists}: name or ID, then Enter</source>
        <extracomment>{lists} names the lists searched (&quot;EGD list or FFG ladder&quot;).</extracomment>
        <translation>{lists}で検索：名前または ID を入力して Enter</translation>
    </message>
    <message>
        <source>Find in the rating lists</source>
        <translation>レーティングリストで検索</translation>
    </message>
    <message>
        <source>No rating list is loaded (clubrater list load FILE).</source>
        <translation>レーティングリストが読み込まれていません（clubrater list load FILE）。</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening the club…</source>
        <translation>クラブを開いています…</translation>
    </message>
    <message>
        <source>A big club takes a few seconds: every rating is worked out from its games.</source>
        <translation>大きなクラブでは数秒かかります：すべてのレーティングを対局から計算します。</translation>
    </message>
</context>
<context>
    <name>LockMessages</name>
    <message>
        <source>on this computer</source>
        <translation>このコンピューターで</translation>
    </message>
    <message>
        <source>on the computer {computer}</source>
        <translation>コンピューター {computer} で</translation>
    </message>
    <message>
        <source>{program} (process {process}) {where}</source>
        <translation>{where}{program}（プロセス {process}）</translation>
    </message>
    <message>
        <source>ClubRater cannot make the lock that keeps a second writer out of {file}; nothing was changed.</source>
        <translation>{file} に2つ目の書き込みが入らないようにするロックを作れません。何も変更されていません。</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot open {file} for changes there.</source>
        <translation>{folder} に書き込めないため、そこにある {file} を変更できる形で開けません。</translation>
    </message>
    <message>
        <source>ClubRater cannot even make the lock file for {file}; nothing was changed.</source>
        <translation>{file} のロックファイルすら作れません。何も変更されていません。</translation>
    </message>
    <message>
        <source>ClubRater cannot lock {file} ({reason}).</source>
        <translation>{file} をロックできません（{reason}）。</translation>
    </message>
    <message>
        <source>{file} is already open by {who}.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} はすでに {who} が開いています。

読み取り専用で開いて内容を見ることはできます。変更はそれを開いているウィンドウでしかできません。</translation>
    </message>
    <message>
        <source>{file} is already open.

You can open it read-only to look things up; changes can only be made in the window that has it open.</source>
        <translation>{file} はすでに開かれています。

読み取り専用で開いて内容を見ることはできます。変更はそれを開いているウィンドウでしかできません。</translation>
    </message>
    <message>
        <source>{text}

If ClubRater is no longer running on {computer}, delete {lock} to unlock it.</source>
        <translation>{text}

{computer} で ClubRater がもう動いていなければ、{lock} を削除するとロックが解除されます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New club…</source>
        <translation>新しいクラブ(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new club file</source>
        <translation>新しいクラブファイルを作成</translation>
    </message>
    <message>
        <source>&amp;Open club file…</source>
        <translation>クラブファイルを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>クラブファイルを開く</translation>
    </message>
    <message>
        <source>Try the &amp;demo club</source>
        <translation>デモクラブを試す(&amp;D)</translation>
    </message>
    <message>
        <source>Open a made-up club to try things out</source>
        <translation>架空のクラブを開いて操作を試す</translation>
    </message>
    <message>
        <source>Connect to a &amp;federation database…</source>
        <translation>連盟データベースに接続(&amp;F)…</translation>
    </message>
    <message>
        <source>Work on the clubs&apos; shared rating list on a PostgreSQL server</source>
        <translation>PostgreSQL サーバー上の、クラブ共通のレーティングリストで作業</translation>
    </message>
    <message>
        <source>P&amp;ush a club file into the federation…</source>
        <translation>クラブファイルを連盟へ送信(&amp;U)…</translation>
    </message>
    <message>
        <source>Move a club file&apos;s players and games into the federation database, after a preview</source>
        <translation>プレビューの後、クラブファイルのプレイヤーと対局を連盟データベースへ移す</translation>
    </message>
    <message>
        <source>Pu&amp;ll a club file from the federation…</source>
        <translation>連盟からクラブファイルを取得(&amp;L)…</translation>
    </message>
    <message>
        <source>Write the whole federation into a new club file of your club, to use without the server</source>
        <translation>サーバーなしで使えるよう、連盟全体を自クラブの新しいクラブファイルに書き出します</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Add players or games from a file</source>
        <translation>ファイルからプレイヤーや対局を追加</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Excel ブックを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Standings, games and players as a spreadsheet</source>
        <translation>順位表・対局・プレイヤーを表計算ファイルに</translation>
    </message>
    <message>
        <source>Export games as &amp;CSV…</source>
        <translation>対局を CSV で書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Every game as a CSV file</source>
        <translation>全対局を CSV ファイルに</translation>
    </message>
    <message>
        <source>Export FESA &amp;list (all.txt)…</source>
        <translation>FESA リスト (all.txt) を書き出す(&amp;L)…</translation>
    </message>
    <message>
        <source>The Elo list in the FESA rating program&apos;s layout</source>
        <translation>FESA のレーティングプログラムの形式による Elo リスト</translation>
    </message>
    <message>
        <source>Export FESA &amp;tournament files…</source>
        <translation>FESA 大会ファイルを書き出す(&amp;T)…</translation>
    </message>
    <message>
        <source>One event as turnering.txt and nye-spillere for FESA&apos;s rating officer</source>
        <translation>1つの大会を、FESA のレーティング担当者向けに turnering.txt と nye-spillere として</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <source>See the noticeboard standings before printing</source>
        <translation>掲示用の順位表を印刷前に確認</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>順位表を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the noticeboard standings</source>
        <translation>掲示用の順位表を印刷</translation>
    </message>
    <message>
        <source>Save standings as P&amp;DF…</source>
        <translation>順位表を PDF で保存(&amp;A)…</translation>
    </message>
    <message>
        <source>The noticeboard standings as a PDF file</source>
        <translation>掲示用の順位表を PDF ファイルに</translation>
    </message>
    <message>
        <source>Print &quot;1 &amp;win to …&quot; lines</source>
        <extracomment>A choice for the noticeboard printout: a line &quot;1 win to 9k&quot; under each player one win from promotion.</extracomment>
        <translation>「あと1勝で …」の行を印刷(&amp;W)</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, the noticeboard says &quot;1 win to 9k&quot;</source>
        <translation>昇段級まであと1勝のプレイヤーの下に、掲示用の順位表で「あと1勝で 9k」と表示します</translation>
    </message>
    <message>
        <source>Publish &amp;website…</source>
        <translation>ウェブサイトを公開(&amp;W)…</translation>
    </message>
    <message>
        <source>The club&apos;s standings, record sheets and events as web pages, to upload or open from disk</source>
        <translation>クラブの順位表・対局記録・大会をウェブページに（アップロードするか、ディスクから開く）</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>今すぐバックアップ(&amp;B)</translation>
    </message>
    <message>
        <source>Put a copy of the club file in its backups folder</source>
        <translation>クラブファイルのコピーをバックアップフォルダーに保存</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>バックアップから復元(&amp;K)…</translation>
    </message>
    <message>
        <source>Go back to a copy of the club file taken earlier</source>
        <translation>以前に取ったクラブファイルのコピーに戻す</translation>
    </message>
    <message>
        <source>&amp;Close club</source>
        <translation>クラブを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Close this club and show the welcome page</source>
        <translation>このクラブを閉じてようこそページを表示</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Leave ClubRater (everything is already saved)</source>
        <translation>ClubRater を終了（すべて保存済みです）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Club &amp;settings…</source>
        <translation>クラブの設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Club name, rating system, default komi</source>
        <translation>クラブ名、レーティング方式、既定のコミ</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <extracomment>The club&apos;s rating list, strongest first (German &quot;Rangliste&quot;, French &quot;classement&quot;).</extracomment>
        <translation>順位表(&amp;S)</translation>
    </message>
    <message>
        <source>The rating list</source>
        <translation>クラブの順位表</translation>
    </message>
    <message>
        <source>&amp;Enter a game</source>
        <translation>対局の入力(&amp;E)</translation>
    </message>
    <message>
        <source>Type one game; Enter saves it</source>
        <translation>1局を入力（Enter で保存）</translation>
    </message>
    <message>
        <source>&amp;Record sheet</source>
        <extracomment>The record sheet: the list of an evening&apos;s games, one game a row (as on the club&apos;s paper sheet).</extracomment>
        <translation>対局記録表(&amp;R)</translation>
    </message>
    <message>
        <source>Type an evening&apos;s games row by row</source>
        <translation>一晩分の対局を1行ずつ入力</translation>
    </message>
    <message>
        <source>&amp;Games list</source>
        <translation>対局一覧(&amp;G)</translation>
    </message>
    <message>
        <source>Every game, with filters</source>
        <translation>全対局（絞り込み付き）</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>大会(&amp;T)</translation>
    </message>
    <message>
        <source>Tournaments and other events</source>
        <translation>大会とその他のイベント</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>One player&apos;s record sheet and chart</source>
        <translation>1人のプレイヤーの対局記録とグラフ</translation>
    </message>
    <message>
        <source>Clu&amp;b night</source>
        <translation>例会(&amp;B)</translation>
    </message>
    <message>
        <source>Tick who is here, pair them, print the pairings</source>
        <translation>出席者にチェックを付けて組み合わせ、組み合わせ表を印刷します</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>プレイヤーを検索(&amp;F)</translation>
    </message>
    <message>
        <source>Type to filter the standings</source>
        <translation>入力して順位表を絞り込む</translation>
    </message>
    <message>
        <source>How &amp;well the ratings predict</source>
        <translation>レーティングの予測精度(&amp;W)</translation>
    </message>
    <message>
        <source>Each rating system scored on the club&apos;s own games: which predicts best, and are the handicaps fair?</source>
        <translation>各レーティング方式をクラブ自身の対局で採点：どれが最もよく予測するか、置石は公平か</translation>
    </message>
    <message>
        <source>Show players &amp;not on the list</source>
        <translation>順位表にないプレイヤーも表示(&amp;N)</translation>
    </message>
    <message>
        <source>Include inactive players in the standings</source>
        <translation>休止中のプレイヤーも順位表に含める</translation>
    </message>
    <message>
        <source>&amp;Save the record sheet</source>
        <translation>対局記録表を保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save every game of the record sheet</source>
        <translation>対局記録表の全対局を保存</translation>
    </message>
    <message>
        <source>&amp;Add the missing player</source>
        <translation>未登録のプレイヤーを追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add the player (or event) the current row of the record sheet does not know</source>
        <translation>対局記録表の現在の行にある未登録のプレイヤー（または大会）を追加</translation>
    </message>
    <message>
        <source>C&amp;lear the record sheet</source>
        <translation>対局記録表を消去(&amp;L)</translation>
    </message>
    <message>
        <source>Empty the record sheet without saving</source>
        <translation>保存せずに対局記録表を空にする</translation>
    </message>
    <message>
        <source>&amp;Change game…</source>
        <translation>対局を変更(&amp;C)…</translation>
    </message>
    <message>
        <source>Correct the selected game</source>
        <translation>選択した対局を修正</translation>
    </message>
    <message>
        <source>&amp;Delete game</source>
        <translation>対局を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected games</source>
        <translation>選択した対局を削除</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>プレイヤーを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>新しいプレイヤー</translation>
    </message>
    <message>
        <source>&amp;Change player…</source>
        <translation>プレイヤーを変更(&amp;C)…</translation>
    </message>
    <message>
        <source>Name, rank, club of the selected player</source>
        <translation>選択したプレイヤーの氏名・段級・クラブ</translation>
    </message>
    <message>
        <source>&amp;Merge two players…</source>
        <translation>2人のプレイヤーを統合(&amp;M)…</translation>
    </message>
    <message>
        <source>One person entered twice: move the games of one entry to the other</source>
        <translation>同じ人が二重に登録されている場合：一方の対局をもう一方へ移す</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <extracomment>An inactive player is left off the standings until he plays again.</extracomment>
        <translation>休止中にする(&amp;I)</translation>
    </message>
    <message>
        <source>Take the player off the standings (or put them back)</source>
        <translation>プレイヤーを順位表から外す（または戻す）</translation>
    </message>
    <message>
        <source>Ad&amp;just rank…</source>
        <extracomment>Set a player&apos;s kyu/dan rank (and index or rating) by hand from a date on.</extracomment>
        <translation>段級を調整(&amp;J)…</translation>
    </message>
    <message>
        <source>Set the player&apos;s rank and index from a date on</source>
        <translation>ある日付からのプレイヤーの段級とインデックスを設定</translation>
    </message>
    <message>
        <source>&amp;Remove this adjustment</source>
        <translation>この調整を取り消す(&amp;D)</translation>
    </message>
    <message>
        <source>Take back the adjustment selected in the player&apos;s record sheet</source>
        <translation>プレイヤーの対局記録で選択した調整を取り消す</translation>
    </message>
    <message>
        <source>&amp;Open player</source>
        <translation>プレイヤーを開く(&amp;O)</translation>
    </message>
    <message>
        <source>The selected player&apos;s record sheet and chart</source>
        <translation>選択したプレイヤーの対局記録とグラフ</translation>
    </message>
    <message>
        <source>&amp;Report for this player…</source>
        <translation>このプレイヤーのレポート(&amp;R)…</translation>
    </message>
    <message>
        <source>A printable report of the player&apos;s record sheet</source>
        <translation>プレイヤーの対局記録の印刷用レポート</translation>
    </message>
    <message>
        <source>Com&amp;pare with…</source>
        <translation>比較(&amp;P)…</translation>
    </message>
    <message>
        <source>Draw a second player&apos;s history on the chart</source>
        <translation>2人目のプレイヤーの推移をグラフに描く</translation>
    </message>
    <message>
        <source>Compare with &amp;list…</source>
        <extracomment>&quot;list&quot;: a federation&apos;s rating list (EGD, FFG, AGA) kept on this computer.</extracomment>
        <translation>リストと比較(&amp;L)…</translation>
    </message>
    <message>
        <source>The club&apos;s players against the EGD, FFG or AGA list kept: who differs, IDs and ratings to store</source>
        <translation>クラブのプレイヤーを保存済みの EGD・FFG・AGA リストと照合：違いのある人、保存する ID とレーティング</translation>
    </message>
    <message>
        <source>Download a rating lis&amp;t…</source>
        <translation>レーティング名簿をダウンロード(&amp;T)…</translation>
    </message>
    <message>
        <source>The EGD, FFG or AGA list from the federation&apos;s web site, kept in the club file (list update)</source>
        <translation>EGD・FFG・AGA の名簿を連盟のウェブサイトから取得し、クラブファイルに保存します（list update）</translation>
    </message>
    <message>
        <source>&amp;Add event…</source>
        <translation>大会を追加(&amp;A)…</translation>
    </message>
    <message>
        <source>A tournament or other event</source>
        <translation>大会またはその他のイベント</translation>
    </message>
    <message>
        <source>&amp;Change event…</source>
        <translation>大会を変更(&amp;C)…</translation>
    </message>
    <message>
        <source>Name, dates, class of the selected event</source>
        <translation>選択した大会の名前・日付・クラス</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>大会を削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Remove the selected event (one without games)</source>
        <translation>選択した大会を削除（対局のない大会のみ）</translation>
    </message>
    <message>
        <source>&amp;How to enter games</source>
        <translation>対局の入力方法(&amp;H)</translation>
    </message>
    <message>
        <source>A short guide</source>
        <translation>簡単な案内</translation>
    </message>
    <message>
        <source>&amp;About ClubRater</source>
        <translation>ClubRater について(&amp;A)</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>バージョンとライセンス</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近使ったクラブ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Mark &amp;active again</source>
        <translation>順位表に戻す(&amp;I)</translation>
    </message>
    <message numerus="yes">
        <source>The record sheet has %n row(s) not saved. Leave without saving them?</source>
        <translation>
            <numerusform>対局記録表に保存していない行が %n 行あります。保存せずに進みますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>保存せずに進む</translation>
    </message>
    <message>
        <source>Go back to the sheet</source>
        <translation>記録表に戻る</translation>
    </message>
    <message>
        <source>There is no club file at {path} any more. Was it moved, or on a memory stick?</source>
        <translation>{path} にクラブファイルがもうありません。移動しましたか、それとも USB メモリーにありましたか？</translation>
    </message>
    <message>
        <source>Opening {club}…</source>
        <translation>{club} を開いています…</translation>
    </message>
    <message>
        <source>There is already a club file at {path}. Open it, or choose another place or name.</source>
        <translation>{path} にはすでにクラブファイルがあります。それを開くか、別の場所か名前を選んでください。</translation>
    </message>
    <message>
        <source>Creating {club}…</source>
        <translation>{club} を作成しています…</translation>
    </message>
    <message>
        <source>Opening the demo club…</source>
        <translation>デモクラブを開いています…</translation>
    </message>
    <message>
        <source>The first time, two years of club nights are made up.</source>
        <translation>初回は2年分の例会を作成します。</translation>
    </message>
    <message>
        <source>Club files (*.sqlite *.db);;All files (*)</source>
        <translation>クラブファイル (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Fill in the new club&apos;s name and rating system, then press Create the club.</source>
        <translation>新しいクラブの名前とレーティング方式を入力して、［クラブを作成］を押してください。</translation>
    </message>
    <message>
        <source>No recent clubs</source>
        <translation>最近使ったクラブはありません</translation>
    </message>
    <message>
        <source>{club} — {file} (read-only) — {app}</source>
        <translation>{club} — {file}（読み取り専用）— {app}</translation>
    </message>
    <message>
        <source>{club} — {file} — {app}</source>
        <translation>{club} — {file} — {app}</translation>
    </message>
    <message>
        <source>Read-only: this club is open in another ClubRater window; changes can only be made there.</source>
        <translation>読み取り専用：このクラブは別の ClubRater ウィンドウで開かれています。変更はそちらでのみできます。</translation>
    </message>
    <message>
        <source>Taking a backup…</source>
        <translation>バックアップを取っています…</translation>
    </message>
    <message>
        <source>Took a backup of {file} ({backup}); File &gt; Restore a backup lists it.</source>
        <translation>{file} のバックアップを取りました（{backup}）。［ファイル］&gt;［バックアップから復元］に一覧があります。</translation>
    </message>
    <message>
        <source>ClubRater could not lock {file} ({reason}), so it opens read-only: nothing can be changed in this window. Close other programs using the file, or copy it to a folder you can write in, and open it again.</source>
        <translation>ClubRater は {file} をロックできなかったため（{reason}）、読み取り専用で開きます。このウィンドウでは何も変更できません。このファイルを使っているほかのプログラムを閉じるか、書き込みできるフォルダーにコピーしてから、もう一度開いてください。</translation>
    </message>
    <message>
        <source>There is no club at {path} yet. Create it here, or open another file.</source>
        <translation>{path} にはまだクラブがありません。ここに作成するか、別のファイルを開いてください。</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two players</source>
        <translation>2人のプレイヤーを統合</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>統合</translation>
    </message>
    <message>
        <source>Use this when one person was entered twice (&quot;Sipho Dlamini&quot; and &quot;S. Dlamini&quot;). Every game of the second entry moves to the first; nothing is lost, and Undo separates them again.</source>
        <translation>同じ人が二重に登録されたとき（「佐藤 一郎」と「佐藤 一」など）に使います。2番目の登録の対局はすべて1番目へ移ります。何も失われず、［元に戻す］でまた分けられます。</translation>
    </message>
    <message>
        <source>the entry to keep</source>
        <translation>残す登録</translation>
    </message>
    <message>
        <source>the duplicate, which disappears</source>
        <translation>重複している登録（なくなります）</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>残す(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Merge in:</source>
        <translation>統合する(&amp;M):</translation>
    </message>
    <message numerus="yes">
        <source>{dropped}&apos;s %n game(s) will move to {kept} ({rank}); {dropped} will no longer be in the player list.</source>
        <translation>
            <numerusform>{dropped} の %n 局は {kept}（{rank}）に移り、{dropped} はプレイヤー一覧からなくなります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Please choose both players.</source>
        <translation>両方のプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>{name} is not in the player list.</source>
        <translation>{name} はプレイヤー一覧にいません。</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>異なる2人のプレイヤーを選んでください。</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>&quot;{name}&quot; could be any of {shown}; please say which.</source>
        <translation>「{name}」は {shown} のどれにも当てはまります。どれか指定してください。</translation>
    </message>
</context>
<context>
    <name>Noticeboard</name>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>{page} / {pages} ページ</translation>
    </message>
    <message>
        <source>{group} (continued)</source>
        <translation>{group}（続き）</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: position in the list</comment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: number of games</comment>
        <extracomment>Column: how many rated games the player has played.</extracomment>
        <translation>局数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終対局</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: since the last printout</comment>
        <extracomment>Column: how the rating or rank changed since the previous printout.</extracomment>
        <translation>変動</translation>
    </message>
    <message>
        <source>Rating list · {system}</source>
        <translation>順位表 · {system}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>change since the list of {date}</source>
        <translation>{date} の順位表からの変動</translation>
    </message>
    <message>
        <source>Rating list by rank · {system}</source>
        <translation>段級別順位表 · {system}</translation>
    </message>
    <message>
        <source>Players who have stopped playing are not listed.</source>
        <translation>対局をやめたプレイヤーは掲載していません。</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>ClubRater で印刷。</translation>
    </message>
    <message>
        <source>No active players yet.</source>
        <translation>掲載するプレイヤーはまだいません。</translation>
    </message>
    <message>
        <source>{club} · rating list of {date}</source>
        <translation>{club} · {date} の順位表</translation>
    </message>
    <message>
        <source>{club}: rating list of {date}</source>
        <translation>{club}：{date} の順位表</translation>
    </message>
    <message>
        <source>SAGC rank and index</source>
        <translation>SAGC 段級とインデックス</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <translation>EGF GoR（従来方式、1998～2020年）</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <translation>EGF GoR（2021年以降）</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <translation>FESA Elo（将棋）</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>インデックス</translation>
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
        <translation>段級なし</translation>
    </message>
    <message>
        <source>{level} kyu</source>
        <extracomment>A rank group heading on the noticeboard: {level} kyu (Go&apos;s student grades; 級 in Japanese).</extracomment>
        <translation>{level}級</translation>
    </message>
    <message>
        <source>{level} dan</source>
        <translation>{level}段</translation>
    </message>
    <message>
        <source>{level} pro</source>
        <comment>professional dan</comment>
        <translation>プロ{level}段</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column: the kyu/dan rank (Go) of each player; a shogi club has &quot;FESA grade&quot; instead.</extracomment>
        <translation>FESA 段級位</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: kyu/dan rank</comment>
        <translation>段級</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <extracomment>Shogi: the grade the player brought from elsewhere, beside the FESA grade.</extracomment>
        <translation>以前の段級位</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a player new on the list</comment>
        <extracomment>The change column for a player who was not on the previous list.</extracomment>
        <translation>新</translation>
    </message>
    <message>
        <source>was {rank}</source>
        <extracomment>The change column: the rank the player had on the previous list, e.g. &quot;was 4k&quot;.</extracomment>
        <translation>前回 {rank}</translation>
    </message>
    <message>
        <source>1 win to {rank}</source>
        <extracomment>A small line under a player on the noticeboard: one more win promotes them to {rank} (e.g. 9k).</extracomment>
        <translation>あと1勝で {rank}</translation>
    </message>
</context>
<context>
    <name>OverlapMessages</name>
    <message>
        <source>line {line} ({game})</source>
        <translation>{line} 行目（{game}）</translation>
    </message>
    <message>
        <source> ... and {more} more</source>
        <translation> …ほか {more} 局</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it; use --again to store them a second time anyway.</source>
        <translation>{total} 局すべてがすでにクラブにあります：{shown}{more}。新しいものはありません。それでももう一度保存するには --again を使ってください。</translation>
    </message>
    <message>
        <source>all {total} of its games are already in the club: {shown}{more}. There is nothing new in it.</source>
        <translation>{total} 局すべてがすでにクラブにあります：{shown}{more}。新しいものはありません。</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}, or --again to store all {total}.</source>
        <translation>{total} 局のうち {count} 局はすでにクラブにあります：{shown}{more}。新しい {new} {games}だけを取り込むには --only-new を、{total} 局すべてを保存するには --again を使ってください。</translation>
    </message>
    <message>
        <source>{count} of its {total} games are already in the club: {shown}{more}. Use --only-new to import only the {new} new {games}.</source>
        <translation>{total} 局のうち {count} 局はすでにクラブにあります：{shown}{more}。新しい {new} {games}だけを取り込むには --only-new を使ってください。</translation>
    </message>
    <message>
        <source>game</source>
        <translation>局</translation>
    </message>
    <message>
        <source>games</source>
        <translation>局</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing was stored: {what}</source>
        <translation>{file} は取り込まれませんでした。何も保存されていません：{what}</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>Standings</source>
        <extracomment>The page of the club&apos;s ranking list (de &quot;Rangliste&quot;, fr &quot;classement&quot;).</extracomment>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>対局の入力</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局一覧</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>The page of tournaments and other events.</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The page of one player: record sheet and chart.</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>The page where an evening&apos;s games are typed row after row, as on the paper record sheet.</extracomment>
        <translation>対局記録表</translation>
    </message>
    <message>
        <source>Club night</source>
        <extracomment>The page where tonight&apos;s players are ticked and paired.</extracomment>
        <translation>例会</translation>
    </message>
    <message>
        <source>Predictions</source>
        <extracomment>The tab of the page that scores each rating system on the club&apos;s own games (&quot;How well the ratings predict&quot;).</extracomment>
        <translation>予測</translation>
    </message>
</context>
<context>
    <name>PairingMessages</name>
    <message>
        <source>{name} has no Go rank, so cannot be paired by SAGC strength.</source>
        <translation>{name} には囲碁の段級位がないため、SAGC の実力で組み合わせることができません。</translation>
    </message>
    <message>
        <source>The number of club nights to look back on must be between 1 and {most}, not {nights}.</source>
        <translation>振り返る例会の数は 1 から {most} までです。{nights} ではありません。</translation>
    </message>
    <message>
        <source>A round is numbered from 1, not {round}.</source>
        <translation>回戦は 1 から数えます。{round} ではありません。</translation>
    </message>
    <message>
        <source>{name} is not among the players present.</source>
        <translation>{name} は出席者の中にいません。</translation>
    </message>
    <message>
        <source>{name} is on a board already; nobody plays twice in a round.</source>
        <translation>{name} はすでに盤に着いています。同じ回戦で 2 局打つ人はいません。</translation>
    </message>
    <message>
        <source>A player cannot play himself.</source>
        <translation>自分自身とは対局できません。</translation>
    </message>
    <message>
        <source>There is no pairing of {date} to add a player to; pair first.</source>
        <translation>{date} の組み合わせがないので、プレイヤーを追加できません。先に組み合わせてください。</translation>
    </message>
    <message>
        <source>{name} is in round {round} already.</source>
        <translation>{name} はすでに {round} 回戦に入っています。</translation>
    </message>
    <message>
        <source>Nobody sits out in round {round}, so {name} cannot play the bye; pair the boards not started again instead.</source>
        <translation>{round} 回戦には休みの人がいないので、{name} は休みの人と対局できません。代わりに、始まっていない盤を組み直してください。</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}.</source>
        <translation>{date} の {round} 回戦の組み合わせは保存されていません。</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}.</source>
        <translation>{date} の組み合わせは保存されていません。</translation>
    </message>
    <message>
        <source>The federation officer pairs for one member club: choose it first (`--for-club NAME` on the command line). Nothing was kept.</source>
        <translation>連盟担当者は 1 つの加盟クラブのために組み合わせます：先にそのクラブを選んでください（コマンドラインでは `--for-club NAME`）。何も保存されていません。</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round} to print; pair first.</source>
        <translation>印刷する {date} の {round} 回戦の組み合わせは保存されていません。先に組み合わせてください。</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date} to print; pair first.</source>
        <translation>印刷する {date} の組み合わせは保存されていません。先に組み合わせてください。</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}, round {round}; pair first (`clubrater pair`).</source>
        <translation>{date} の {round} 回戦の組み合わせは保存されていません。先に組み合わせてください（`clubrater pair`）。</translation>
    </message>
    <message>
        <source>There is no kept pairing of {date}; pair first (`clubrater pair`).</source>
        <translation>{date} の組み合わせは保存されていません。先に組み合わせてください（`clubrater pair`）。</translation>
    </message>
    <message>
        <source>Round {round} of {date} has no board {board} (its boards are {boards}). Nothing was entered.</source>
        <translation>{date} の {round} 回戦に {board} 番の盤はありません（盤は {boards}）。何も入力されていません。</translation>
    </message>
    <message>
        <source>Board {board} of round {round} is entered already (game {game}). Nothing was entered.</source>
        <translation>{round} 回戦の {board} 番の盤はすでに入力されています（対局 {game}）。何も入力されていません。</translation>
    </message>
    <message>
        <source>Give a result for at least one board (for example 1=B 2=W 3=J).</source>
        <translation>少なくとも 1 面の結果を指定してください（例：1=B 2=W 3=J）。</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no boards</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>the last night</source>
        <extracomment>Inside &quot;closest not met in {nights}&quot;, &quot;not met in {nights}; ...&quot; and &quot;met 3 times in {nights}&quot;.</extracomment>
        <translation>直前の例会</translation>
    </message>
    <message numerus="yes">
        <source>the last %n night(s)</source>
        <translation>
            <numerusform>直近 %n 回の例会</numerusform>
        </translation>
    </message>
    <message>
        <source>paired by hand</source>
        <extracomment>Why two players play each other: the secretary paired them.</extracomment>
        <translation>手動で組み合わせ</translation>
    </message>
    <message>
        <source>closest not met in {nights}</source>
        <extracomment>Why two players play each other: the nearest in strength among those not met lately.</extracomment>
        <translation>{nights}で未対戦の中で最も近い相手</translation>
    </message>
    <message>
        <source>not met in {nights}; the nearer players were needed on other boards</source>
        <translation>{nights}で未対戦。より近い相手は他の盤に必要でした</translation>
    </message>
    <message>
        <source>already paired tonight (round {rounds}): no other pair left</source>
        <extracomment>{rounds}: the earlier rounds of tonight (&quot;1&quot; or &quot;1, 2&quot;).</extracomment>
        <translation>今夜すでに対戦（{rounds} 回戦）：他に組める相手がいません</translation>
    </message>
    <message>
        <source>already paired tonight (rounds {rounds}): no other pair left</source>
        <translation>今夜すでに対戦（{rounds} 回戦）：他に組める相手がいません</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in {nights}: no closer pair left</source>
        <translation>
            <numerusform>{nights}で %n 回対戦：より近い組み合わせがありません</numerusform>
        </translation>
    </message>
    <message>
        <source>met last week: no closer pair left</source>
        <translation>先週対戦：より近い組み合わせがありません</translation>
    </message>
    <message>
        <source>met on {date}: no closer pair left</source>
        <extracomment>{date}: the day they last played each other.</extracomment>
        <translation>{date} に対戦：より近い組み合わせがありません</translation>
    </message>
    <message>
        <source>met lately: no closer pair left</source>
        <translation>最近対戦：より近い組み合わせがありません</translation>
    </message>
</context>
<context>
    <name>PairingSheet</name>
    <message>
        <source>Sente (first)</source>
        <extracomment>Column of the shogi pairing sheet: the player who moves first (sente).</extracomment>
        <translation>先手</translation>
    </message>
    <message>
        <source>Gote (second)</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column of the pairing sheet: the player with the black stones.</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>column: board number</comment>
        <translation>盤</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: handicap stones.</extracomment>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: winner written in by hand</comment>
        <extracomment>Column: an empty box where the players write the winner.</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>Club night of {date} · round {round}</source>
        <extracomment>The pairing sheet&apos;s subtitle: &quot;Club night of 14 March 2025 · round 2&quot;.</extracomment>
        <translation>{date} の例会 · {round} 回戦</translation>
    </message>
    <message>
        <source>Write the winner in the box: B (Black), W (White) or J (jigo).</source>
        <translation>勝者を枠に記入：B（黒）、W（白）、J（ジゴ）。</translation>
    </message>
    <message>
        <source>Write the winner in the box: S (sente) or G (gote).</source>
        <translation>勝者を枠に記入：S（先手）または G（後手）。</translation>
    </message>
    <message>
        <source>{club} · club night of {date}, round {round}</source>
        <translation>{club} · {date} の例会 {round} 回戦</translation>
    </message>
    <message>
        <source>Bye (sits out this round): {name}</source>
        <extracomment>Under the boards: the player who does not play this round.</extracomment>
        <translation>休み（この回戦は対局なし）：{name}</translation>
    </message>
    <message>
        <source>No boards in this round.</source>
        <translation>この回戦には盤がありません。</translation>
    </message>
    <message>
        <source>{club}: pairings of {date}, round {round}</source>
        <translation>{club}：{date} {round} 回戦の組み合わせ</translation>
    </message>
</context>
<context>
    <name>PaperClubChoice</name>
    <message>
        <source>The players of one member club, or of every club (the ratings are the federation&apos;s)</source>
        <translation>加盟クラブ1つ、またはすべてのクラブのプレイヤー（レーティングは連盟のもの）</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>すべてのクラブ</translation>
    </message>
</context>
<context>
    <name>PaperClubDialog</name>
    <message>
        <source>&amp;Players of:</source>
        <extracomment>Whose players the noticeboard or the workbook lists: every member club&apos;s, or one club&apos;s.</extracomment>
        <translation>所属クラブ(&amp;P):</translation>
    </message>
</context>
<context>
    <name>Parsing</name>
    <message>
        <source>The date is missing.</source>
        <translation>日付がありません。</translation>
    </message>
    <message>
        <source>today</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for today&apos;s date (lower case).</extracomment>
        <translation>今日</translation>
    </message>
    <message>
        <source>yesterday</source>
        <comment>typed in a date cell</comment>
        <extracomment>What the secretary may type in a date cell for yesterday&apos;s date (lower case).</extracomment>
        <translation>昨日</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a date (type it like {iso} or {short}).</source>
        <extracomment>{iso} is today as 2025-03-04 and {short} as 4/3 (day/month): keep both forms, they are what can be typed.</extracomment>
        <translation>「{text}」は日付ではありません（{iso} や {short} のように入力してください）。</translation>
    </message>
    <message>
        <source>Who won? Type B for Black, W for White or J for jigo.</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>勝者は？黒なら B、白なら W、ジゴなら J を入力してください。</translation>
    </message>
    <message>
        <source>Result &quot;{text}&quot; is not B (Black won), W (White won) or J (jigo).</source>
        <extracomment>Keep the letters B, W and J: they are what is typed in every language.</extracomment>
        <translation>結果「{text}」は B（黒の勝ち）、W（白の勝ち）、J（ジゴ）のいずれでもありません。</translation>
    </message>
    <message>
        <source>Game type &quot;{text}&quot; is not {tournament}, {club}, {friendly} or {free}.</source>
        <extracomment>{text} is what was typed; the four names are the game types as this window shows them.</extracomment>
        <translation>対局種別「{text}」は {tournament}、{club}、{friendly}、{free} のいずれでもありません。</translation>
    </message>
    <message>
        <source>Handicap &quot;{text}&quot; is not a number of stones (0 to 9).</source>
        <translation>置石「{text}」は石の数（0～9）ではありません。</translation>
    </message>
    <message>
        <source>A handicap of {n} stones is not possible: type 0 to 9.</source>
        <translation>{n} 子の置石はできません：0～9 を入力してください。</translation>
    </message>
    <message>
        <source>Komi &quot;{text}&quot; is not a number like 6.5, 0.5 or -5.5.</source>
        <translation>コミ「{text}」は 6.5、0.5、-5.5 のような数ではありません。</translation>
    </message>
    <message>
        <source>A komi of {komi} is not possible.</source>
        <translation>コミを {komi} にすることはできません。</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Change a player</source>
        <translation>プレイヤーを変更</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>First name and surname, as on the record sheets</source>
        <translation>対局記録表と同じ表記の氏名</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>氏名(&amp;N):</translation>
    </message>
    <message>
        <source>e.g. 3 kyu or 1 dan; empty if none yet</source>
        <extracomment>A shogi player&apos;s FESA grade (kyu/dan), typed in words.</extracomment>
        <translation>例：3級、初段（まだなければ空欄）</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <comment>shogi kyu/dan grade</comment>
        <extracomment>A shogi player&apos;s kyu/dan grade (FESA), not a school grade.</extracomment>
        <translation>段級位(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <comment>kyu/dan rank</comment>
        <extracomment>The player&apos;s Go kyu/dan rank (12k, 2d), not a position in the list.</extracomment>
        <translation>段級(&amp;R):</translation>
    </message>
    <message>
        <source>Start from this GoR instead of the rank&apos;s</source>
        <extracomment>GoR: the EGF&apos;s Go rating (kept as &quot;GoR&quot; in every language).</extracomment>
        <translation>段級による値ではなく、この GoR から始める</translation>
    </message>
    <message>
        <source>Starting &amp;index:</source>
        <comment>SAGC index within a rank</comment>
        <extracomment>SAGC&apos;s index: the points within a rank (0-99 and beyond) a player starts with, not a list position.</extracomment>
        <translation>初期インデックス(&amp;I):</translation>
    </message>
    <message>
        <source>Starting &amp;GoR:</source>
        <translation>初期 GoR(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <comment>the player&apos;s home club</comment>
        <extracomment>The player&apos;s home Go/shogi club.</extracomment>
        <translation>クラブ(&amp;C):</translation>
    </message>
    <message>
        <source>e.g. ZA</source>
        <extracomment>An ISO country code as example: keep &quot;ZA&quot;.</extracomment>
        <translation>例：ZA</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>国(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;EGD PIN:</source>
        <extracomment>EGD PIN: the player&apos;s number in the European Go Database.</extracomment>
        <translation>EGD PIN(&amp;E):</translation>
    </message>
    <message>
        <source>Active (on the standings)</source>
        <translation>順位表に掲載する</translation>
    </message>
    <message>
        <source>A new rank or starting index re-rates every game from the start.</source>
        <translation>段級や初期インデックスを変えると、最初から全対局を計算し直します。</translation>
    </message>
    <message>
        <source>Please type the player&apos;s name.</source>
        <translation>プレイヤーの氏名を入力してください。</translation>
    </message>
    <message>
        <source>{name} is already in the player list. Use another spelling, or merge the two later.</source>
        <translation>{name} はすでにプレイヤー一覧にいます。別の表記にするか、後で2人を統合してください。</translation>
    </message>
    <message>
        <source>What rank is {name}? Type it like 12k or 2d.</source>
        <translation>{name} の段級は？12k や 2d のように入力してください。</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a rank. Type it like 12k, 2d or 1p.</source>
        <translation>「{text}」は段級ではありません。12k、2d、1p のように入力してください。</translation>
    </message>
</context>
<context>
    <name>PlayerMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>番号 {number} のプレイヤーはいません。</translation>
    </message>
    <message>
        <source>Cannot change {fields} of a player.</source>
        <translation>プレイヤーの {fields} は変更できません。</translation>
    </message>
    <message>
        <source>{name} needs a rank.</source>
        <translation>{name} には段級が必要です。</translation>
    </message>
    <message>
        <source>{name} has games or adjustments; merge the player instead of deleting.</source>
        <translation>{name} には対局か調整があります。削除せずに統合してください。</translation>
    </message>
    <message>
        <source>Choose two different players to merge.</source>
        <translation>統合する2人の異なるプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>{kept} and {dropped} played each other, so they are two people; they were not merged.</source>
        <translation>{kept} と {dropped} は対局したことがあるので別人です。統合しませんでした。</translation>
    </message>
    <message>
        <source>An index must be between -999 and +999, not {index}.</source>
        <translation>インデックスは -999 ～ +999 でなければなりません（{index} ではなく）。</translation>
    </message>
    <message>
        <source>An adjustment sets a rank, an index or a rating.</source>
        <translation>調整では段級・インデックス・レーティングのいずれかを設定します。</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>番号 {number} の調整はありません。</translation>
    </message>
</context>
<context>
    <name>PlayerOperations</name>
    <message>
        <source>A new player?</source>
        <translation>新しいプレイヤーですか？</translation>
    </message>
    <message>
        <source>&quot;{typed}&quot; is how {who} begins. Add a new player called &quot;{typed}&quot; all the same?</source>
        <translation>「{typed}」は {who} の名前の書き出しと同じです。それでも「{typed}」という新しいプレイヤーを追加しますか？</translation>
    </message>
    <message>
        <source>Add {name} as a new player…</source>
        <translation>{name} を新しいプレイヤーとして追加…</translation>
    </message>
    <message>
        <source>No, I meant an existing player</source>
        <translation>いいえ、登録済みのプレイヤーです</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}?</source>
        <translation>{name} はプレイヤー一覧にいません。{name} を追加しますか？</translation>
    </message>
    <message>
        <source>Add {name}…</source>
        <translation>{name} を追加…</translation>
    </message>
    <message>
        <source>No, let me correct the name</source>
        <translation>いいえ、名前を直します</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <extracomment>Undo command text (Edit &gt; Undo ...): a player&apos;s details were changed.</extracomment>
        <translation>{name} を変更</translation>
    </message>
    <message>
        <source>Mark {name} inactive</source>
        <translation>{name} を休止中にする</translation>
    </message>
    <message>
        <source>Mark {name} active again</source>
        <translation>{name} を順位表に戻す</translation>
    </message>
    <message>
        <source>Remove the adjustment</source>
        <translation>調整を取り消す</translation>
    </message>
    <message>
        <source>Remove the adjustment of {date}? The games after it are rated again; Ctrl+Z puts it back.</source>
        <translation>{date} の調整を取り消しますか？それ以降の対局は計算し直されます。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>残す</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Choose a player</source>
        <translation>プレイヤーを選択</translation>
    </message>
    <message>
        <source>another player…</source>
        <translation>別のプレイヤー…</translation>
    </message>
    <message>
        <source>compare with…</source>
        <translation>比較する相手…</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <extracomment>Tab: the player&apos;s list of games with the rating after each (a &quot;record sheet&quot; as Go clubs keep them).</extracomment>
        <translation>対局記録</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Tab: the player&apos;s results summed up per tournament.</extracomment>
        <translation>大会別</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>比較(&amp;M)</translation>
    </message>
    <message>
        <source>Show this player&apos;s games</source>
        <translation>このプレイヤーの対局を表示</translation>
    </message>
    <message>
        <source>Double-click a player in the standings, or type a name on the right.</source>
        <translation>順位表でプレイヤーをダブルクリックするか、右に名前を入力してください。</translation>
    </message>
    <message>
        <source>{name}  (inactive)</source>
        <translation>{name}  （休止中）</translation>
    </message>
    <message>
        <source>{rank}, {value_name} {value}</source>
        <extracomment>A player&apos;s rank and value: &quot;3k, index 512&quot; or &quot;2d, GoR 2150&quot;.</extracomment>
        <translation>{rank}、{value_name} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {day}</source>
        <translation>最終対局 {day}</translation>
    </message>
    <message>
        <source>no games yet</source>
        <translation>対局はまだありません</translation>
    </message>
    <message>
        <source>Adjustments are shown in blue.</source>
        <translation>調整は青で表示されます。</translation>
    </message>
</context>
<context>
    <name>PlayerReport</name>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>column: the opponent&apos;s kyu/dan rank</comment>
        <extracomment>Column: the opponent&apos;s kyu/dan rank (or shogi grade), not a position in a list.</extracomment>
        <translation>段級</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>column: Black or White</comment>
        <extracomment>Column: Black or White (the stones the player had).</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <source>H</source>
        <comment>column: handicap stones, one letter</comment>
        <extracomment>Column header, one letter: handicap stones.</extracomment>
        <translation>置</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>column: won or lost</comment>
        <extracomment>Column: won, lost, jigo.</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>column: change of the rating</comment>
        <extracomment>Column: the change of the rating in this game.</extracomment>
        <translation>増減</translation>
    </message>
    <message>
        <source>Then ({value})</source>
        <extracomment>Column: the rank or rating after the game; {value} is &quot;Index&quot;, &quot;GoR&quot; or &quot;Elo&quot;.</extracomment>
        <translation>対局後（{value}）</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>colour of the stones</comment>
        <extracomment>The stones a player had in a game.</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <comment>colour of the stones</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>対局はまだありません。</translation>
    </message>
    <message>
        <source>Record sheet, latest first; rows in bold changed the rank.</source>
        <translation>対局記録（新しい順）。太字の行で段級が変わりました。</translation>
    </message>
    <message>
        <source>{name} · record sheet · {club}</source>
        <translation>{name} · 対局記録 · {club}</translation>
    </message>
    <message>
        <source>Printed by ClubRater.</source>
        <translation>ClubRater で印刷。</translation>
    </message>
    <message>
        <source>{name}: record sheet</source>
        <translation>{name}：対局記録</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>レーティング対象の対局はまだありません。</translation>
    </message>
    <message>
        <source>adjusted</source>
        <comment>result: the rank was set by hand</comment>
        <extracomment>The result column of a player&apos;s record sheet: the game was won, lost, a jigo (draw), ...</extracomment>
        <translation>調整</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>result: a drawn game</comment>
        <translation>ジゴ</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>rank, and the index within it, after each game</source>
        <translation>各対局後の段級とインデックス</translation>
    </message>
    <message>
        <source>{value} after each game</source>
        <translation>各対局後の {value}</translation>
    </message>
    <message>
        <source>Now {rank}, {value_label} {value}</source>
        <extracomment>The report&apos;s summary line: &quot;Now 5k, Index +320&quot;; {value_label} is Index, GoR or Elo.</extracomment>
        <translation>現在 {rank}、{value_label} {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>最終対局 {date}</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>the player is not on the list</comment>
        <translation>休止中</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Promoted from {before} since {since}</source>
        <extracomment>Tooltip on a rank: promoted from the rank {before} since {since} (a date or a club night).</extracomment>
        <translation>{before} から昇格（{since} 以降）</translation>
    </message>
    <message>
        <source>Down from {before} since {since}</source>
        <extracomment>Tooltip on a rank: demoted from the rank {before} since {since}.</extracomment>
        <translation>{before} から降格（{since} 以降）</translation>
    </message>
    <message>
        <source>Not on the current list (inactive)</source>
        <translation>現在の順位表に掲載なし（休止中）</translation>
    </message>
    <message>
        <source>Not on the current list</source>
        <translation>現在の順位表に掲載なし</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Type to find a player by name, rank or club…</source>
        <translation>氏名・段級・クラブでプレイヤーを検索…</translation>
    </message>
    <message>
        <source>Show players not on the list</source>
        <translation>順位表にないプレイヤーも表示</translation>
    </message>
    <message>
        <source>{hint}: &lt;a href=&quot;show&quot;&gt;show them&lt;/a&gt;</source>
        <extracomment>{hint} is a sentence saying which players are left off the list; &quot;show them&quot; is a link.</extracomment>
        <translation>{hint}：&lt;a href=&quot;show&quot;&gt;表示する&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>{shown} players match the filter out of %n in the list.</extracomment>
        <translation>
            <numerusform>%n 人中 {shown} 人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintMessages</name>
    <message>
        <source>The page could not be drawn (the printer or file refused it).</source>
        <translation>ページを描画できませんでした（プリンターかファイルに拒否されました）。</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source>Noticeboard</source>
        <translation>掲示用</translation>
    </message>
    <message>
        <source>Under each player one win from promotion, print &quot;1 win to ...&quot;</source>
        <extracomment>&quot;1 win to ...&quot; is the line printed under the player, e.g. &quot;1 win to 9k&quot; (the printout translates it too).</extracomment>
        <translation>昇段級まであと1勝のプレイヤーの下に「あと1勝で …」と印刷する</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print preview: {club} rating list</source>
        <extracomment>The club&apos;s rating list (standings) as pinned on the noticeboard: &quot;Rangliste&quot;, &quot;classement&quot;, &quot;ranglys&quot;.</extracomment>
        <translation>印刷プレビュー：{club} 順位表</translation>
    </message>
    <message>
        <source>Print the rating list</source>
        <translation>順位表を印刷</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message numerus="yes">
        <source>Sent the rating list (%n page(s)) to {printer}.</source>
        <translation>
            <numerusform>順位表（%n ページ）を {printer} に送りました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the rating list as PDF</source>
        <extracomment>&quot;rating list&quot; is also part of the suggested file name (Club name, rating list, date).</extracomment>
        <translation>順位表を PDF で保存</translation>
    </message>
    <message>
        <source>rating list</source>
        <comment>part of a file name</comment>
        <translation>順位表</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF で保存</translation>
    </message>
    <message numerus="yes">
        <source>Saved the rating list (%n page(s)) as {file}.</source>
        <translation>
            <numerusform>順位表（%n ページ）を {file} として保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the club workbook</source>
        <translation>クラブの Excel ブックを書き出す</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>書き出しています…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出す</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>対局を CSV で書き出す</translation>
    </message>
    <message>
        <source>games</source>
        <comment>part of a file name</comment>
        <translation>対局</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Club at the head:</source>
        <extracomment>The member club whose name heads a player&apos;s report (on a federation server).</extracomment>
        <translation>見出しのクラブ(&amp;C):</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>プレイヤーのレポート</translation>
    </message>
    <message>
        <source>{name}: record sheet and history</source>
        <translation>{name}：対局記録と推移</translation>
    </message>
    <message>
        <source>Save {name}&apos;s report as PDF</source>
        <translation>{name} のレポートを PDF で保存</translation>
    </message>
    <message>
        <source>Saved {name}&apos;s report as {file}.</source>
        <translation>{name} のレポートを {file} として保存しました。</translation>
    </message>
</context>
<context>
    <name>PrintoutMessages</name>
    <message>
        <source>the club night of {date}</source>
        <translation>{date} のクラブの例会</translation>
    </message>
    <message>
        <source>the last printout ({date})</source>
        <translation>前回の印刷（{date}）</translation>
    </message>
    <message>
        <source>print writes a PDF file; give a name ending in .pdf, not {name}.</source>
        <translation>print は PDF ファイルを書き出します。{name} ではなく .pdf で終わる名前を指定してください。</translation>
    </message>
</context>
<context>
    <name>PublishMessages</name>
    <message>
        <source>{written} pages written, {unchanged} unchanged, {removed} removed</source>
        <translation>書き出したページ {written}、変更なし {unchanged}、削除 {removed}</translation>
    </message>
    <message>
        <source>The templates folder {folder} does not exist.</source>
        <translation>テンプレートのフォルダー {folder} がありません。</translation>
    </message>
    <message>
        <source>Cannot create the site folder {folder}: {reason}.</source>
        <translation>Web サイトのフォルダー {folder} を作れません：{reason}。</translation>
    </message>
    <message>
        <source>Cannot read the site folder {folder}: {reason}.</source>
        <translation>Web サイトのフォルダー {folder} を読めません：{reason}。</translation>
    </message>
    <message>
        <source>Cannot remove {file}: {reason}.</source>
        <translation>{file} を削除できません：{reason}。</translation>
    </message>
    <message>
        <source>{reason} Pages written so far are complete.</source>
        <translation>{reason} ここまでに書き出したページは完全です。</translation>
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
        <translation>EGD PIN で</translation>
    </message>
    <message>
        <source>by name</source>
        <translation>名前で</translation>
    </message>
    <message>
        <source>as you chose</source>
        <translation>あなたの選択どおり</translation>
    </message>
    <message>
        <source>{name}: already in the federation as {who}, {how}</source>
        <translation>{name}：すでに連盟に {who} として登録済み（{how}）</translation>
    </message>
    <message>
        <source>{name}: already in the federation ({club}), {how}</source>
        <translation>{name}：すでに連盟に登録済み（{club}、{how}）</translation>
    </message>
    <message>
        <source>no home club</source>
        <translation>所属クラブなし</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}：{reason}</translation>
    </message>
    <message>
        <source>Pushing {file} into the federation as {club}:</source>
        <translation>{file} を {club} として連盟に送ります：</translation>
    </message>
    <message>
        <source>  matched  {match}</source>
        <extracomment>A line of a push&apos;s dry run: the columns line up in English (&quot;matched&quot;, &quot;new&quot;, &quot;CONFLICT&quot;, &quot;event&quot;, &quot;note&quot;).</extracomment>
        <translation>  一致    {match}</translation>
    </message>
    <message>
        <source>  new      {name} ({rank})</source>
        <translation>  新規    {name}（{rank}）</translation>
    </message>
    <message>
        <source>  CONFLICT {conflict}</source>
        <translation>  競合    {conflict}</translation>
    </message>
    <message>
        <source>  event    {event}: already in the federation</source>
        <translation>  大会    {event}：すでに連盟にあります</translation>
    </message>
    <message>
        <source>  event    {event}: new</source>
        <translation>  大会    {event}：新規</translation>
    </message>
    <message>
        <source>  note     {note}</source>
        <translation>  注記    {note}</translation>
    </message>
    <message>
        <source>{players} matched, {new_players}, {conflicts}; {games} to enter ({known_games} already in the federation), {events} to add ({known_events} already there), {adjustments} ({known_adjustments} already there).</source>
        <translation>一致 {players}、{new_players}、{conflicts}。入力する{games}（うち連盟にすでにある {known_games} 局は除く）、追加する{events}（すでにある {known_events} 件は除く）、{adjustments}（すでにある {known_adjustments} 件は除く）。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人のプレイヤー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>新しいプレイヤー %n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>競合 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 件の大会</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjustment(s)</source>
        <translation>
            <numerusform>%n 件の調整</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not CLUB NAME=FEDERATION NAME (for example &quot;Jon Smith=John Smith&quot;).</source>
        <translation>「{item}」が クラブでの名前=連盟での名前 の形ではありません（例：「Jon Smith=John Smith」）。</translation>
    </message>
    <message>
        <source>&quot;{item}&quot; is not NAME or NAME=NEW NAME (for example &quot;John Smith=John Smith (Cape Town)&quot;).</source>
        <translation>「{item}」が 名前 または 名前=新しい名前 の形ではありません（例：「John Smith=John Smith (Cape Town)」）。</translation>
    </message>
    <message>
        <source>cannot go in as a new player named &quot;{called}&quot;: {holder} has that name (names are unique in the federation; give another)</source>
        <translation>「{called}」という名前の新しいプレイヤーとして登録できません：{holder} がその名前を使っています（連盟では名前は一意です。別の名前にしてください）</translation>
    </message>
    <message>
        <source>you matched it with &quot;{wanted}&quot;, who is not in the federation</source>
        <translation>「{wanted}」と対応づけましたが、その人は連盟にいません</translation>
    </message>
    <message>
        <source>EGD pin {pin} is also on {names} in the club file (one person twice? merge them in the club first)</source>
        <translation>EGD PIN {pin} はクラブファイルで {names} にも付いています（同じ人が2回？先にクラブ内で統合してください）</translation>
    </message>
    <message>
        <source>EGD pin {pin} is on {count} federation players: {names}</source>
        <translation>EGD PIN {pin} が連盟の {count} 人に付いています：{names}</translation>
    </message>
    <message>
        <source>EGD pin {pin} is {pinned}&apos;s, but the name is {named}&apos;s</source>
        <translation>EGD PIN {pin} は {pinned} のものですが、名前は {named} のものです</translation>
    </message>
    <message>
        <source>the federation has several players of that name: {names}</source>
        <translation>連盟にはこの名前のプレイヤーが複数います：{names}</translation>
    </message>
    <message>
        <source>same name as {other}, but another EGD pin ({pin} here, {theirs} there)</source>
        <translation>{other} と同じ名前ですが、EGD PIN が違います（こちら {pin}、あちら {theirs}）</translation>
    </message>
    <message>
        <source>{other} has that name</source>
        <translation>{other} がその名前です</translation>
    </message>
    <message>
        <source>{others} also answers to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} も {other} に当たります（同じ人が2回？先にクラブ内で統合してください）</translation>
    </message>
    <message>
        <source>{others} also answer to {other} (one person twice? merge them in the club first)</source>
        <translation>{others} も {other} に当たります（同じ人が2回？先にクラブ内で統合してください）</translation>
    </message>
    <message>
        <source>two new players would both be called &quot;{name}&quot;</source>
        <translation>新しいプレイヤー2人がどちらも「{name}」という名前になります</translation>
    </message>
    <message>
        <source>The club file rates with {source} and the federation with {target}: shogi and Go players cannot share one rating list; nothing was pushed.</source>
        <translation>クラブファイルは {source}、連盟は {target} でレーティングしています。将棋と囲碁のプレイヤーは1つのレーティングリストを共有できません。何も送られていません。</translation>
    </message>
    <message>
        <source>There is no club file {path}; nothing was pushed.</source>
        <translation>クラブファイル {path} はありません。何も送られていません。</translation>
    </message>
    <message>
        <source>You are {mine}&apos;s secretary, so you push only for {mine}; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>あなたは {mine} の記録係なので、送れるのは {mine} の分だけです。{club} の分は連盟担当者が送ります。何も送られていません。</translation>
    </message>
    <message>
        <source>You are no club&apos;s secretary, so you push only for your own club; the federation officer pushes for {club}. Nothing was pushed.</source>
        <translation>あなたはどのクラブの記録係でもないので、送れるのは自分のクラブの分だけです。{club} の分は連盟担当者が送ります。何も送られていません。</translation>
    </message>
    <message>
        <source>{file} has no player called {names} (--match and --new name the club file&apos;s players); nothing was pushed.</source>
        <translation>{file} に {names} という名前のプレイヤーはいません（--match と --new にはクラブファイルのプレイヤーを指定します）。何も送られていません。</translation>
    </message>
    <message>
        <source>the game {black} - {white} of {date}</source>
        <translation>{date} の対局 {black} – {white}</translation>
    </message>
    <message>
        <source>neither player plays for {club} and the game is in no event of {club}&apos;s: only their clubs&apos; secretaries or the federation officer can enter it</source>
        <translation>どちらのプレイヤーも {club} の所属ではなく、この対局は {club} の大会のものでもありません：入力できるのは両者のクラブの記録係か連盟担当者だけです</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>対局 {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>調整 {number}</translation>
    </message>
    <message>
        <source>the club file rates with {source}, the federation with {target}: new players bring their starting ranks; their ratings are worked out the federation&apos;s way</source>
        <translation>クラブファイルは {source}、連盟は {target} でレーティングしています。新しいプレイヤーは開始時の段級を持ち込み、レーティングは連盟の方式で計算されます</translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s) without a game in the file</source>
        <translation>
            <numerusform>ファイルに対局のない新しいプレイヤー %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Pushed into the federation as {club}: {players}, {events}, {games}, {adjustments}.</source>
        <translation>{club} として連盟に送りました：{players}、{events}、{games}、{adjustments}。</translation>
    </message>
    <message>
        <source>{file} was not pushed (nothing was written): {conflicts} to settle first, with --match or --new.</source>
        <translation>{file} は送られていません（何も書き込まれていません）：先に {conflicts} を --match か --new で解決してください。</translation>
    </message>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club file. Nothing was written.</source>
        <translation>{path} はすでにあります。ClubRater はクラブファイルを上書きしません。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>There is no folder {folder}; nothing was written.</source>
        <translation>フォルダー {folder} がありません。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>Wrote {file} for {club}: {players}, {games}, {events}, {adjustments} from {clubs}.</source>
        <translation>{club} 用に {file} を書き出しました：{clubs}の {players}、{games}、{events}、{adjustments}。</translation>
    </message>
    <message numerus="yes">
        <source>%n member club(s)</source>
        <translation>
            <numerusform>加盟クラブ %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushPreview</name>
    <message>
        <source>Push {file} into the federation</source>
        <translation>{file} を連盟へ送信</translation>
    </message>
    <message numerus="yes">
        <source>Matched (%n)</source>
        <extracomment>Tab titles of the push preview; %n is how many lines the tab lists.</extracomment>
        <translation>
            <numerusform>一致 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New players (%n)</source>
        <translation>
            <numerusform>新規プレイヤー (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflicts (%n)</source>
        <translation>
            <numerusform>競合 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to enter</source>
        <translation>
            <numerusform>登録する対局 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the federation</source>
        <translation>
            <numerusform>連盟に登録済み %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>新規大会 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Entered as {club}: {games} ({known}); {events}.</source>
        <translation>{club} として登録：{games}（{known}）、{events}。</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Nothing can be pushed while there are conflicts: settle each one in the club file, or on the command line with --match or --new.</source>
        <translation>競合がある間は送信できません：クラブファイルで1件ずつ解決するか、コマンドラインで --match または --new を使ってください。</translation>
    </message>
    <message>
        <source>Everything in this file is already in the federation: nothing to push.</source>
        <translation>このファイルの内容はすべて連盟に登録済みです：送信するものはありません。</translation>
    </message>
</context>
<context>
    <name>QueryMessages</name>
    <message>
        <source>&quot;{name}&quot; is not in the player list.</source>
        <translation>「{name}」はプレイヤー一覧にいません。</translation>
    </message>
    <message>
        <source>There is no game number {number}.</source>
        <translation>番号 {number} の対局はありません。</translation>
    </message>
    <message>
        <source>There is no event number {number}.</source>
        <translation>番号 {number} の大会はありません。</translation>
    </message>
    <message>
        <source>There is no adjustment number {number}.</source>
        <translation>番号 {number} の調整はありません。</translation>
    </message>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}、{games}、{events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人のプレイヤー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 件の大会</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankMessages</name>
    <message>
        <source>no rank has ordinal {ordinal}</source>
        <translation>順序番号 {ordinal} の段級はありません</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is not a rank like 12k, 3d or 1p</source>
        <translation>段級「{text}」は 12k、3d、1p（12級、三段）のような段級ではありません</translation>
    </message>
    <message>
        <source>rank &quot;{text}&quot; is out of range ({span})</source>
        <translation>段級「{text}」が範囲外です（{span}）</translation>
    </message>
</context>
<context>
    <name>RatingListMessages</name>
    <message>
        <source>EGD list</source>
        <translation>EGD リスト</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <translation>FFG ラダー</translation>
    </message>
    <message>
        <source>AGA list</source>
        <translation>AGA リスト</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG ライセンス</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a federation ClubRater knows (egd, ffg or aga).</source>
        <translation>「{text}」は ClubRater が知っている連盟ではありません（egd、ffg、aga）。</translation>
    </message>
    <message>
        <source>{id_name} {id}</source>
        <translation>{id_name} {id}</translation>
    </message>
    <message>
        <source>no rank</source>
        <translation>段級なし</translation>
    </message>
    <message>
        <source>{list} of {date}: {players} players</source>
        <translation>{date} の{list}：プレイヤー {players} 人</translation>
    </message>
    <message>
        <source>{list}: {players} players</source>
        <translation>{list}：プレイヤー {players} 人</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is not a list reference like egd:12345678, ffg:9361003 or aga:15648.</source>
        <translation>「{text}」は egd:12345678、ffg:9361003、aga:15648 のようなリスト参照ではありません。</translation>
    </message>
</context>
<context>
    <name>RatingLists</name>
    <message>
        <source>differs</source>
        <extracomment>Compare with list: the player&apos;s details differ from the list&apos;s.</extracomment>
        <translation>相違あり</translation>
    </message>
    <message>
        <source>ambiguous: several in the list</source>
        <extracomment>Compare with list: several entries of the list could be this player.</extracomment>
        <translation>不明確：リストに複数該当</translation>
    </message>
    <message>
        <source>ID not in the list</source>
        <translation>ID がリストにない</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>EGD list</source>
        <extracomment>The European Go Database&apos;s rating list.</extracomment>
        <translation>EGD リスト</translation>
    </message>
    <message>
        <source>FFG ladder</source>
        <extracomment>The French Go Federation&apos;s rating list (&quot;échelle FFG&quot;).</extracomment>
        <translation>FFG ラダー</translation>
    </message>
    <message>
        <source>AGA list</source>
        <extracomment>The American Go Association&apos;s rating list.</extracomment>
        <translation>AGA リスト</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <extracomment>A player&apos;s number in the European Go Database.</extracomment>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s French Go Federation licence number.</extracomment>
        <translation>FFG ライセンス番号</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>{holder} is already in the player list with {id_name} {id}.</source>
        <extracomment>{id_name} is &quot;EGD PIN&quot;, &quot;FFG licence&quot; or &quot;AGA ID&quot;; {id} the number.</extracomment>
        <translation>{holder} はすでに {id_name} {id} でプレイヤー一覧にいます。</translation>
    </message>
    <message>
        <source>From the {list}: {entry}</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {entry} the entry&apos;s details.</extracomment>
        <translation>{list}より：{entry}</translation>
    </message>
    <message>
        <source>The form starts him at {start}, the grade he declared in the list; {shown} is the rank his rating ({rating}) stands for. Type {shown} as the rank to start him there instead.</source>
        <extracomment>{start} and {shown} are kyu/dan ranks (5k, 6k); {rating} the list&apos;s rating (GoR 1532, FFG -870, AGA -5.5).</extracomment>
        <translation>この画面では、名簿で本人が申告した段級 {start} から始めます。{shown} はレーティング（{rating}）に相当する段級です。そこから始めるには、段級に {shown} と入力してください。</translation>
    </message>
    <message>
        <source>Add {name} from the {list}</source>
        <extracomment>An undo command&apos;s name: &quot;Add Anna Novak from the EGD list&quot;.</extracomment>
        <translation>{list}から {name} を追加</translation>
    </message>
    <message>
        <source>Store IDs and ratings from the {list}</source>
        <extracomment>An undo command&apos;s name.</extracomment>
        <translation>{list}の ID とレーティングを保存</translation>
    </message>
    <message>
        <source>Download a rating list</source>
        <translation>レーティング名簿をダウンロード</translation>
    </message>
    <message>
        <source>Downloading the {list} from {url}…</source>
        <extracomment>{list} is &quot;EGD list&quot;, &quot;FFG ladder&quot; or &quot;AGA list&quot;; {url} the web address.</extracomment>
        <translation>{list} を {url} からダウンロードしています…</translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <extracomment>Column title: the player&apos;s GoR in the European Go Database.</extracomment>
        <translation>EGD GoR</translation>
    </message>
    <message>
        <source>FFG rating</source>
        <extracomment>Column title: the player&apos;s rating in the French Go Federation&apos;s ladder.</extracomment>
        <translation>FFG レーティング</translation>
    </message>
    <message>
        <source>AGA rating</source>
        <extracomment>Column title: the player&apos;s American Go Association rating.</extracomment>
        <translation>AGA レーティング</translation>
    </message>
</context>
<context>
    <name>RatingSystems</name>
    <message>
        <source>SAGC rank and index</source>
        <extracomment>Rating system: South African Go Clubs&apos; kyu/dan rank with an index (0..999) within the rank.</extracomment>
        <translation>SAGC 段級とインデックス</translation>
    </message>
    <message>
        <source>EGF GoR (classic, 1998-2020)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed from 1998 to 2020.</extracomment>
        <translation>EGF GoR（従来方式、1998～2020年）</translation>
    </message>
    <message>
        <source>EGF GoR (since 2021)</source>
        <extracomment>Rating system: the European Go Federation&apos;s GoR as computed since 2021.</extracomment>
        <translation>EGF GoR（2021年以降）</translation>
    </message>
    <message>
        <source>FESA Elo (shogi)</source>
        <extracomment>Rating system: the Federation of European Shogi Associations&apos; Elo with shogi kyu/dan grades.</extracomment>
        <translation>FESA Elo（将棋）</translation>
    </message>
</context>
<context>
    <name>RatingTerms</name>
    <message>
        <source>Index</source>
        <extracomment>The SAGC rating number kept beside a player&apos;s kyu/dan rank (0 to 999 within a rank), not a list index.</extracomment>
        <translation>インデックス</translation>
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
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column title: a player&apos;s kyu/dan grade, not a position in the list.</extracomment>
        <translation>段級</translation>
    </message>
    <message>
        <source>FESA grade</source>
        <extracomment>Column title: a shogi player&apos;s kyu/dan grade as FESA lists it.</extracomment>
        <translation>FESA 段級位</translation>
    </message>
    <message>
        <source>index</source>
        <comment>mid-sentence</comment>
        <extracomment>The SAGC index in the middle of a sentence (&quot;3k, index 512&quot;); lower case where the language wants it.</extracomment>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>even</source>
        <comment>no handicap</comment>
        <extracomment>No handicap: an even game.</extracomment>
        <translation>互先</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <source>not rated</source>
        <translation>レーティング対象外</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>B</source>
        <comment>record sheet: Black</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was Black. One word (&quot;Black&quot;), not a letter.</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>W</source>
        <comment>record sheet: White</comment>
        <extracomment>A record sheet cell: the player&apos;s colour, or the winner, was White. One word (&quot;White&quot;), not a letter.</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: a drawn shogi game</comment>
        <extracomment>A shogi record sheet&apos;s winner cell: the game was drawn (no winner). One word.</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>J</source>
        <comment>record sheet: jigo, a drawn Go game</comment>
        <extracomment>A Go record sheet&apos;s winner cell: the game was drawn (jigo). One word, the Go players&apos; own.</extracomment>
        <translation>ジゴ</translation>
    </message>
</context>
<context>
    <name>RecordNotes</name>
    <message>
        <source>performance rating</source>
        <extracomment>Record sheet comment (shogi, FESA): the player&apos;s rating came from a performance rating (few games yet).</extracomment>
        <translation>パフォーマンスレーティング</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>Record sheet comment (EGF): the player&apos;s rating was set to the starting rating of the rank they now profess.</extracomment>
        <translation>新しい段級に合わせてレーティングを再設定</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <extracomment>Record sheet comment (EGF): what the player lost at this event was limited to 100 GoR points.</extracomment>
        <translation>大会での減少は100まで</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <extracomment>Record sheet comment (EGF): the rating is at its lowest possible value.</extracomment>
        <translation>レーティングは下限</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no shogi grade</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>Record sheet comment (shogi): the player&apos;s FESA grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>段級位 {before} → {after}</translation>
    </message>
</context>
<context>
    <name>RecordSheet</name>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had Black.</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <comment>player</comment>
        <extracomment>Column title: the player who had White.</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column title: handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <extracomment>Column title: komi, the points White receives in Go.</extracomment>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>game type</comment>
        <extracomment>Column title: the game type (tournament, club, friendly, free).</extracomment>
        <translation>種別</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>tournament</comment>
        <extracomment>Column title: the tournament or event of the game.</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>row check</comment>
        <extracomment>Column title: what the check of the row says (ready, or what is wrong).</extracomment>
        <translation>確認</translation>
    </message>
    <message>
        <source>the same two players are also on row(s) {rows}</source>
        <extracomment>A warning in the row&apos;s check; {rows} lists the other row numbers (&quot;3, 5&quot;).</extracomment>
        <translation>同じ2人が {rows} 行目にもいます</translation>
    </message>
    <message>
        <source>Who played Black?</source>
        <translation>黒は誰ですか？</translation>
    </message>
    <message>
        <source>Who played White?</source>
        <translation>白は誰ですか？</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Did you mean {meant}? Add {name}? (Ctrl+Shift+A)</source>
        <extracomment>{meant} is the name of a player in the list that looks like the {name} typed.</extracomment>
        <translation>{name} はプレイヤー一覧にいません。{meant} のことですか？{name} を追加しますか？（Ctrl+Shift+A）</translation>
    </message>
    <message>
        <source>{name} is not in the player list. Add {name}? (Ctrl+Shift+A)</source>
        <translation>{name} はプレイヤー一覧にいません。{name} を追加しますか？（Ctrl+Shift+A）</translation>
    </message>
    <message>
        <source>The same player cannot play both Black and White.</source>
        <translation>同じプレイヤーが黒と白の両方を持つことはできません。</translation>
    </message>
    <message>
        <source>There is no event called &quot;{event}&quot;. Add it? (Ctrl+Shift+A)</source>
        <translation>「{event}」という大会はありません。追加しますか？（Ctrl+Shift+A）</translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {handicap}</source>
        <extracomment>A ready shogi row: &quot;✓ 3 Kyu v 1 Dan, Rook&quot; ({black} and {white} are grades, {handicap} the pieces).</extracomment>
        <translation>✓ {black} 対 {white}、{handicap}</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ {black} v {white}, {stones}, komi {komi}</source>
        <extracomment>A ready Go row: &quot;✓ 12k v 10k, 2 stones, komi 0.5&quot; ({black} and {white} are ranks).</extracomment>
        <translation>✓ {black} 対 {white}、{stones}、コミ {komi}</translation>
    </message>
    <message>
        <source>the stronger player ({rank}) is Black: colours swapped?</source>
        <extracomment>A warning: the stronger player usually takes White; {rank} is Black&apos;s kyu/dan rank.</extracomment>
        <translation>強い方（{rank}）が黒です：黒白が逆では？</translation>
    </message>
    <message>
        <source>a jigo with komi {komi} cannot happen: winner or komi mistyped?</source>
        <extracomment>A warning: a draw (jigo) is impossible when komi has half a point.</extracomment>
        <translation>コミ {komi} ではジゴになりません：勝者かコミの入力ミスでは？</translation>
    </message>
</context>
<context>
    <name>ReportMessages</name>
    <message numerus="yes">
        <source>{date}: %n game(s)</source>
        <translation>
            <numerusform>{date}：%n 局</numerusform>
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
        <translation>{standing}（{lower} と {upper} の間）</translation>
    </message>
    <message>
        <source>adjustment to {standing}</source>
        <translation>{standing} に調整</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>、%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source> ({event})</source>
        <translation>（{event}）</translation>
    </message>
    <message>
        <source>jigo against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>{opponent} {rank} にジゴ（{colour}{stones}）{event}</translation>
    </message>
    <message>
        <source>won against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>{opponent} {rank} に勝ち（{colour}{stones}）{event}</translation>
    </message>
    <message>
        <source>lost against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>{opponent} {rank} に負け（{colour}{stones}）{event}</translation>
    </message>
    <message>
        <source>no result against {opponent} {rank} as {colour}{stones}{event}</source>
        <translation>{opponent} {rank} との結果なし（{colour}{stones}）{event}</translation>
    </message>
    <message>
        <source>{game}{separator}{change} → {standing}</source>
        <translation>{game}{separator}{change} → {standing}</translation>
    </message>
    <message>
        <source>{date}: {what}</source>
        <translation>{date}：{what}</translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <source>Restore backup</source>
        <translation>バックアップから復元</translation>
    </message>
    <message>
        <source>Copies of {file}, newest first. Restoring replaces the club file with the chosen copy; the current file is kept as one more backup first, so a restore can itself be undone.</source>
        <translation>{file} のコピー（新しい順）。復元すると、クラブファイルが選んだコピーに置き換わります。現在のファイルは先にバックアップとして残すので、復元そのものも元に戻せます。</translation>
    </message>
    <message>
        <source>Taken</source>
        <comment>column: when the backup was taken</comment>
        <extracomment>Column headings of the backups list: when the copy was taken, why, how many games it holds.</extracomment>
        <translation>取得日時</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>column: why the backup was taken</comment>
        <translation>理由</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>column: games in the backup</comment>
        <translation>局数</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
</context>
<context>
    <name>SafetyMessages</name>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>読み込めません（{reason}）</translation>
    </message>
    <message>
        <source>it is not an SQLite file</source>
        <translation>SQLite ファイルではありません</translation>
    </message>
    <message>
        <source>its integrity check reports damage in stored text</source>
        <translation>整合性チェックで保存されたテキストの破損が報告されました</translation>
    </message>
    <message>
        <source>The backup {file} was written by a newer ClubRater (schema {revision}); update ClubRater to restore it.</source>
        <translation>バックアップ {file} は新しい ClubRater で書かれています（スキーマ {revision}）。復元するには ClubRater を更新してください。</translation>
    </message>
    <message>
        <source>The backup {file}</source>
        <translation>バックアップ {file}</translation>
    </message>
    <message>
        <source>There is no backup {file}; `clubrater backups` lists the copies there are.</source>
        <translation>バックアップ {file} はありません。`clubrater backups` で今あるコピーを一覧できます。</translation>
    </message>
    <message>
        <source>{reason} Nothing was restored, and {file} is unchanged.</source>
        <translation>{reason} 何も復元しておらず、{file} は変わっていません。</translation>
    </message>
    <message>
        <source>The backup {file} is damaged or holds no club; choose another one.</source>
        <translation>バックアップ {file} は壊れているか、クラブが入っていません。別のものを選んでください。</translation>
    </message>
    <message>
        <source>The backup {file} is a copy of another club, not of {club_file}; nothing was changed.</source>
        <translation>バックアップ {file} は {club_file} ではなく、別のクラブのコピーです。何も変更されていません。</translation>
    </message>
    <message>
        <source>The copy of {file} kept before restoring holds {kept} games instead of {before}; nothing was restored.</source>
        <translation>復元の前に取った {file} のコピーには対局が {before} 局ではなく {kept} 局しかありません。何も復元されていません。</translation>
    </message>
    <message>
        <source>Note: 1 record was changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>注意：ClubRater が最後にファイルを書いた後、1 件の記録がほかのプログラムによって変更されました（{records}）。ClubRater は記録を今の内容のままレーティングし、次の変更の際に受け入れます。</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n records were changed by another program since ClubRater last wrote the file ({records}); ClubRater rates the records as they are now, and accepts them with its next change.</source>
        <translation>
            <numerusform>注意：ClubRater が最後にファイルを書いた後、%n 件の記録がほかのプログラムによって変更されました（{records}）。ClubRater は記録を今の内容のままレーティングし、次の変更の際に受け入れます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: the ratings kept in the file to open it quickly were changed outside ClubRater or kept on another computer; they are not used, and the ratings are worked out afresh from the games.</source>
        <translation>注意：すばやく開くためにファイルに保存されていたレーティングが、ClubRater の外で変更されたか別のコンピューターで保存されたものです。これは使わず、レーティングを対局から計算し直します。</translation>
    </message>
    <message>
        <source>{file} is intact: SQLite&apos;s integrity check and the checksum of every stored record agree.</source>
        <translation>{file} は正常です：SQLite の整合性チェックも、保存された全レコードのチェックサムも一致しています。</translation>
    </message>
    <message>
        <source>{file} is damaged: {problems}.</source>
        <translation>{file} は壊れています：{problems}。</translation>
    </message>
    <message>
        <source>{file} passes SQLite&apos;s integrity check, but 1 stored record no longer matches what was typed: {records}.</source>
        <translation>{file} は SQLite の整合性チェックには通りますが、保存されたレコード 1 件が入力された内容と一致しなくなっています：{records}。</translation>
    </message>
    <message numerus="yes">
        <source>{file} passes SQLite&apos;s integrity check, but %n stored records no longer match what was typed: {records}.</source>
        <translation>
            <numerusform>{file} は SQLite の整合性チェックには通りますが、保存されたレコード %n 件が入力された内容と一致しなくなっています：{records}。</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored, so ClubRater does not open it.</source>
        <translation>{file} には ClubRater が作らないオブジェクトがあります（{objects}）：ほかのプログラムが追加したもので、保存内容を変えるおそれがあるため、ClubRater はこのファイルを開きません。</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored, so ClubRater does not open it.</source>
        <translation>
            <numerusform>{file} には ClubRater が作らないオブジェクトが %n 個あります（{objects}）：ほかのプログラムが追加したもので、保存内容を変えるおそれがあるため、ClubRater はこのファイルを開きません。</numerusform>
        </translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>、対局 {games} 局</translation>
    </message>
    <message>
        <source>{text} The newest backup whose records all hold is {file} ({taken:%Y-%m-%d %H:%M}{games}).</source>
        <translation>{text} 全レコードが正常な最新のバックアップは {file}（{taken:%Y-%m-%d %H:%M}{games}）です。</translation>
    </message>
    <message>
        <source>{text} No backup beside it has all its records intact.</source>
        <translation>{text} 横にあるバックアップで、全レコードが正常なものはありません。</translation>
    </message>
</context>
<context>
    <name>SchemaMessages</name>
    <message>
        <source>the trigger &quot;{name}&quot; on {table}</source>
        <translation>{table} のトリガー「{name}」</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot; on {table}</source>
        <translation>{table} のインデックス「{name}」</translation>
    </message>
    <message>
        <source>the trigger &quot;{name}&quot;</source>
        <translation>トリガー「{name}」</translation>
    </message>
    <message>
        <source>the index &quot;{name}&quot;</source>
        <translation>インデックス「{name}」</translation>
    </message>
    <message>
        <source>the table &quot;{name}&quot;</source>
        <translation>テーブル「{name}」</translation>
    </message>
    <message>
        <source>the view &quot;{name}&quot;</source>
        <translation>ビュー「{name}」</translation>
    </message>
    <message>
        <source>{name} holds an object that ClubRater does not make ({objects}): another program added it, and it could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>{name} には ClubRater が作らないオブジェクトがあります（{objects}）：ほかのプログラムが追加したもので、保存内容を変えるおそれがあります。`clubrater check` で一覧できます。それを含まないバックアップを復元してください。</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n objects that ClubRater does not make ({objects}): another program added them, and they could change what is stored. `clubrater check` lists them; restore a backup without them.</source>
        <translation>
            <numerusform>{name} には ClubRater が作らないオブジェクトが %n 個あります（{objects}）：ほかのプログラムが追加したもので、保存内容を変えるおそれがあります。`clubrater check` で一覧できます。それらを含まないバックアップを復元してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>{more} more</source>
        <translation>ほか {more} 件</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the objects named, before the last (&quot;the trigger &quot;a&quot;, the view &quot;b&quot; and ...&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items}、{last}</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The federation server is busy with another club&apos;s change; nothing was saved, try again.</source>
        <translation>連盟サーバーはほかのクラブの変更を処理中です。何も保存されていません。もう一度お試しください。</translation>
    </message>
    <message>
        <source>&quot;{address}&quot; is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.</source>
        <translation>「{address}」はデータベースのアドレスではありません。postgresql://ROLE@HOST:PORT/DATABASE の形で書いてください。</translation>
    </message>
    <message>
        <source>{doing} was refused: a name is longer than 200 characters, the limit for every name; nothing was changed.</source>
        <translation>{doing}は拒否されました：名前が、すべての名前の上限である 200 文字を超えています。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or note holds a control character (such as a terminal escape), which the federation database never stores; nothing was changed.</source>
        <translation>{doing}は拒否されました：名前かメモに制御文字（端末のエスケープシーケンスなど）が含まれています。連盟データベースはこれを保存しません。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} was refused: a name or value is longer than the federation database allows (200 characters for a name); nothing was changed.</source>
        <translation>{doing}は拒否されました：名前か値が、連盟データベースが許す長さ（名前は 200 文字）を超えています。何も変更されていません。</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: the entry order of games is set by the server alone. Nothing was changed.</source>
        <translation>連盟データベースが{doing}を拒否しました：対局の入力順はサーバーだけが決めます。何も変更されていません。</translation>
    </message>
    <message>
        <source>The connection to the federation database at {where} was lost, so {doing} was not done; nothing was changed. Try again when the server is back.</source>
        <translation>{where} の連盟データベースとの接続が切れたため、{doing}は行われませんでした。何も変更されていません。サーバーが戻ったらもう一度お試しください。</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>連盟データベースが{doing}を拒否しました：ほかのクラブのもので、変更できるのはそのクラブの記録係か連盟担当者だけです。何も変更されていません。</translation>
    </message>
    <message>
        <source>The federation database refused {doing}: your role may not do that (it is the federation officer&apos;s). Nothing was changed.</source>
        <translation>連盟データベースが{doing}を拒否しました：あなたのロールではできません（連盟担当者の操作です）。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} needs a club: the federation officer chooses the club he enters for. Nothing was changed.</source>
        <translation>{doing}にはクラブが必要です：連盟担当者が入力先のクラブを選びます。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} would store something twice (another secretary may have just entered it); nothing was changed.</source>
        <translation>{doing}では同じものが二重に保存されてしまいます（ほかの記録係がちょうど入力したのかもしれません）。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} refers to something another secretary has just removed or still uses; nothing was changed.</source>
        <translation>{doing}は、ほかの記録係がちょうど削除したか、まだ使っているものを参照しています。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} on the federation database failed ({reason}); nothing was changed.</source>
        <translation>連盟データベースでの{doing}に失敗しました（{reason}）。何も変更されていません。</translation>
    </message>
    <message>
        <source>reading the federation</source>
        <translation>連盟の読み込み</translation>
    </message>
    <message>
        <source>The database {where} holds other tables and is not a ClubRater federation database; nothing was changed.</source>
        <translation>データベース {where} にはほかのテーブルがあり、ClubRater の連盟データベースではありません。何も変更されていません。</translation>
    </message>
    <message>
        <source>The database {where} is not a ClubRater federation database yet; `clubrater federation init --db URL` sets it up.</source>
        <translation>データベース {where} はまだ ClubRater の連盟データベースではありません。`clubrater federation init --db URL` で準備できます。</translation>
    </message>
    <message>
        <source>The federation database {where} was set up by a newer ClubRater (schema {current}); update ClubRater to use it.</source>
        <translation>連盟データベース {where} は新しい ClubRater で準備されています（スキーマ {current}）。使うには ClubRater を更新してください。</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading; the federation officer runs `clubrater federation init --db URL` with the new ClubRater.</source>
        <translation>連盟データベース {where} はアップグレードが必要です。連盟担当者が新しい ClubRater で `clubrater federation init --db URL` を実行します。</translation>
    </message>
    <message>
        <source>The federation database {where} needs upgrading, and only its owner (the federation officer) may do that: `clubrater federation init --db URL`.</source>
        <translation>連盟データベース {where} はアップグレードが必要で、それができるのは所有者（連盟担当者）だけです：`clubrater federation init --db URL`。</translation>
    </message>
    <message>
        <source>upgrading the federation database</source>
        <translation>連盟データベースのアップグレード</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>変更の保存</translation>
    </message>
    <message>
        <source>The federation database at {where} did not accept {who} with that password (or no password was given); nothing was opened.</source>
        <translation>{where} の連盟データベースは、そのパスワードで {who} を受け付けませんでした（またはパスワードが入力されていません）。何も開かれていません。</translation>
    </message>
    <message>
        <source>There is no database {database} on the server at {host}:{port}.</source>
        <translation>サーバー {host}:{port} にデータベース {database} はありません。</translation>
    </message>
    <message>
        <source>The federation database at {where} cannot be reached ({reason}); is the server running, and is the address right?</source>
        <translation>{where} の連盟データベースに接続できません（{reason}）。サーバーは動いていますか？アドレスは正しいですか？</translation>
    </message>
</context>
<context>
    <name>SessionMessages</name>
    <message>
        <source>{path} already exists; ClubRater never overwrites a club database.</source>
        <translation>{path} はすでにあります。ClubRater はクラブのデータベースを上書きしません。</translation>
    </message>
    <message>
        <source>{path} has no club in it; create one with `clubrater init`.</source>
        <translation>{path} にクラブが入っていません。`clubrater init` で作成してください。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Club settings</source>
        <translation>クラブの設定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>クラブ名(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>レーティング方式(&amp;R):</translation>
    </message>
    <message>
        <source>Default &amp;komi:</source>
        <extracomment>Komi: the points White receives in Go.</extracomment>
        <translation>既定のコミ(&amp;K):</translation>
    </message>
    <message>
        <source>Komi of an even game; handicap games get 0.5 unless you type another.</source>
        <translation>互先の対局のコミ。置碁は別の値を入力しない限り 0.5 になります。</translation>
    </message>
    <message>
        <source>Handicap &amp;correction:</source>
        <extracomment>Club setting: ranks taken off the rank difference before handicap stones are given at club night.</extracomment>
        <translation>置石の補正(&amp;C):</translation>
    </message>
    <message>
        <source>Handicap c&amp;eiling:</source>
        <extracomment>Club setting: the most handicap stones club-night pairing gives.</extracomment>
        <translation>置石の上限(&amp;E):</translation>
    </message>
    <message>
        <source>Club night pairs: no stones for a rank difference of the correction plus one or less, else the difference less the correction, at most the ceiling.</source>
        <translation>例会の組み合わせ：段級差が補正＋1 以下なら置石なし、それ以外は差から補正を引いた数、ただし上限まで。</translation>
    </message>
    <message>
        <source>Default game &amp;type:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free) a new game gets.</extracomment>
        <translation>既定の対局種別(&amp;T):</translation>
    </message>
    <message>
        <source>Who is listed:</source>
        <translation>掲載するプレイヤー:</translation>
    </message>
    <message>
        <source>Club file:</source>
        <translation>クラブファイル:</translation>
    </message>
    <message>
        <source>&amp;Window language:</source>
        <translation>ウィンドウの言語(&amp;W):</translation>
    </message>
    <message>
        <source>On this computer; the window changes as soon as you save.</source>
        <translation>このコンピューターでの設定です。保存するとすぐにウィンドウが切り替わります。</translation>
    </message>
    <message>
        <source>&amp;Printout language:</source>
        <extracomment>The language of the club&apos;s noticeboard printout, player reports and Excel workbook.</extracomment>
        <translation>印刷物の言語(&amp;P):</translation>
    </message>
    <message>
        <source>The club&apos;s: the noticeboard, the player reports and the workbook.</source>
        <translation>クラブの設定です：掲示用の順位表、プレイヤーのレポート、Excel ブックに使われます。</translation>
    </message>
    <message>
        <source>Every rating will be worked out again with this system; no game or player changes, and Undo switches back.</source>
        <translation>すべてのレーティングがこの方式で計算し直されます。対局やプレイヤーは変わらず、［元に戻す］で元の方式に戻せます。</translation>
    </message>
    <message>
        <source>The club needs a name.</source>
        <translation>クラブ名が必要です。</translation>
    </message>
</context>
<context>
    <name>SettingsMessages</name>
    <message>
        <source>The club needs a name.</source>
        <translation>クラブには名前が必要です。</translation>
    </message>
    <message>
        <source>club&apos;s name</source>
        <translation>クラブ名</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed.</source>
        <translation>{problem}。何も変更されていません。</translation>
    </message>
    <message>
        <source>The handicap correction must be between -9 and 9 ranks, not {correction}; nothing was changed.</source>
        <translation>置石の補正は -9 から 9 段級の間で指定します。{correction} ではありません。何も変更されていません。</translation>
    </message>
    <message>
        <source>The handicap ceiling must be between 0 and 9 stones, not {ceiling}; nothing was changed.</source>
        <translation>置石の上限は 0 から 9 子の間で指定します。{ceiling} ではありません。何も変更されていません。</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>none (club games)</source>
        <extracomment>Placeholder of the sheet&apos;s event box: the games belong to no event.</extracomment>
        <translation>なし（例会の対局）</translation>
    </message>
    <message>
        <source>Save the sheet (Ctrl+S)</source>
        <translation>記録表を保存 (Ctrl+S)</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>記録表を消去</translation>
    </message>
    <message>
        <source>Club &amp;night of</source>
        <extracomment>Label of the date box: the club evening the games were played on.</extracomment>
        <translation>例会の日付(&amp;N)</translation>
    </message>
    <message>
        <source>Game &amp;type</source>
        <translation>対局種別(&amp;T)</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <comment>tournament</comment>
        <extracomment>The tournament or event the sheet&apos;s games belong to.</extracomment>
        <translation>大会(&amp;V)</translation>
    </message>
    <message>
        <source>Type the games row after row as they are on the paper sheet: Black, White, handicap, komi, winner (B, W or J). Tab or Enter moves to the next box, and to the next row after the winner (type and event come from the settings above; go there with the arrow keys to change one row&apos;s). Grey values are filled in for you from the ranks and the settings; type over them to change them. Each row is checked as you go. Nothing is saved until you press Ctrl+S, and then every game is saved together.</source>
        <translation>紙の記録表のとおりに1行ずつ対局を入力してください：黒、白、置石、コミ、勝者（B、W、J）。Tab または Enter で次の欄へ、勝者の後は次の行へ移ります（種別と大会は上の設定から入ります。1行だけ変えるには矢印キーでその欄へ移動してください）。灰色の値は段級と設定から自動入力されたもので、上書きすれば変更できます。各行は入力しながら確認されます。Ctrl+S を押すまで何も保存されず、押すとすべての対局がまとめて保存されます。</translation>
    </message>
    <message>
        <source>A game of another night: Shift+Tab or Left from its empty Black box goes to its Date.</source>
        <extracomment>Said after the sheet&apos;s hint: how to give one row another date (the Date box is left of Black).</extracomment>
        <translation>別の夜の対局：空の「黒」欄で Shift+Tab または左矢印キーを押すと、その行の「日付」欄へ移ります。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ready to save</source>
        <translation>
            <numerusform>保存できる対局 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>{ready}, {waiting}</source>
        <extracomment>Follows &quot;3 games ready to save&quot; after a comma.</extracomment>
        <translation>{ready}、{waiting}</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) still to finish or correct</source>
        <translation>
            <numerusform>未完成または要修正の行 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is empty: click the first Black box and start typing.</source>
        <translation>記録表は空です：最初の「黒」の欄をクリックして入力を始めてください。</translation>
    </message>
    <message>
        <source>Add {missing}…</source>
        <extracomment>A button: add the unknown player (a name) or the event (&quot;the event &quot;Cape Open&quot;&quot;).</extracomment>
        <translation>{missing} を追加…</translation>
    </message>
    <message>
        <source>Row {row}: {message}</source>
        <translation>{row} 行目：{message}</translation>
    </message>
    <message>
        <source>the event &quot;{event}&quot;</source>
        <translation>大会「{event}」</translation>
    </message>
    <message>
        <source>The sheet is empty: type the games first.</source>
        <translation>記録表は空です：先に対局を入力してください。</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n row(s) before the sheet can be saved (nothing was saved yet). Row {row}: {message}</source>
        <translation>
            <numerusform>記録表を保存する前に %n 行を修正してください（まだ何も保存されていません）。{row} 行目：{message}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter a record sheet of %n game(s)</source>
        <extracomment>The undo command&apos;s name (Edit &gt; Undo &quot;Enter a record sheet of 12 games&quot;).</extracomment>
        <translation>
            <numerusform>%n 局の対局記録表を入力</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <extracomment>The first and the last day of the sheet&apos;s games.</extracomment>
        <translation>{first}～{last}</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) of {when}. The standings and the games list show them now; Ctrl+Z takes the whole sheet back.</source>
        <extracomment>{when} is a day (&quot;04.03.2025&quot;: the window&apos;s date form) or &quot;04.03.2025 to 11.03.2025&quot;.</extracomment>
        <translation>
            <numerusform>{when} の %n 局を保存しました。順位表と対局一覧に反映されています。Ctrl+Z で記録表全体を取り消せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear every row of the sheet? The games typed here are not saved yet.</source>
        <translation>記録表のすべての行を消去しますか？ここに入力した対局はまだ保存されていません。</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>残す</translation>
    </message>
</context>
<context>
    <name>ShogiHandicaps</name>
    <message>
        <source>Sente</source>
        <extracomment>Shogi handicap: no piece removed; the weaker player moves first (先手, &quot;sente&quot;).</extracomment>
        <translation>先手</translation>
    </message>
    <message>
        <source>Lance</source>
        <extracomment>Shogi handicap: the stronger player plays without a lance (香落ち).</extracomment>
        <translation>香落ち</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>Shogi handicap: without the bishop (角落ち).</extracomment>
        <translation>角落ち</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>Shogi handicap: without the rook (飛車落ち).</extracomment>
        <translation>飛車落ち</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <extracomment>Shogi handicap: without rook and lance (飛香落ち).</extracomment>
        <translation>飛香落ち</translation>
    </message>
    <message>
        <source>2 pieces</source>
        <extracomment>Shogi handicap: without rook and bishop (二枚落ち).</extracomment>
        <translation>二枚落ち</translation>
    </message>
    <message>
        <source>4 pieces</source>
        <extracomment>Shogi handicap: 四枚落ち.</extracomment>
        <translation>四枚落ち</translation>
    </message>
    <message>
        <source>5 pieces</source>
        <extracomment>Shogi handicap: 五枚落ち.</extracomment>
        <translation>五枚落ち</translation>
    </message>
    <message>
        <source>6 pieces</source>
        <extracomment>Shogi handicap: 六枚落ち.</extracomment>
        <translation>六枚落ち</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A game&apos;s outcome: a draw (Go: jigo).</extracomment>
        <translation>ジゴ</translation>
    </message>
    <message>
        <source>no result</source>
        <extracomment>A game entered without a result.</extracomment>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>adjustment</source>
        <extracomment>A line of the record sheet where the secretary set the rank and rating by hand.</extracomment>
        <translation>修正</translation>
    </message>
    <message>
        <source>adjustment: {note}</source>
        <extracomment>An adjustment&apos;s line; {note} is the secretary&apos;s note.</extracomment>
        <translation>修正：{note}</translation>
    </message>
    <message>
        <source>Club games</source>
        <extracomment>The player&apos;s per-event table: the rated club games of one day (not a tournament).</extracomment>
        <translation>例会の対局</translation>
    </message>
    <message>
        <source>B+</source>
        <extracomment>The result column of a game: Black won (keep the +), White won, draw.</extracomment>
        <translation>黒勝ち</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>白勝ち</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>ジゴ</translation>
    </message>
    <message>
        <source>tournament</source>
        <extracomment>The kind of a game (SAGC&apos;s game types).</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>club</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>親善</translation>
    </message>
    <message>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent}, {change} → {rank} {value}</source>
        <extracomment>A point of a player&apos;s chart: &quot;2026-11-20: won against Sipho Dlamini, +120 → 11k 250&quot;.</extracomment>
        <translation>{date}：{opponent}との対局で{outcome}、{change} → {rank} {value}</translation>
    </message>
    <message>
        <source>rating reset to the new rank</source>
        <extracomment>What the rating engine flagged about a game (EGF).</extracomment>
        <translation>新しい段級に合わせてレーティングを再設定</translation>
    </message>
    <message>
        <source>event loss capped at 100</source>
        <translation>大会での減少は 100 まで</translation>
    </message>
    <message>
        <source>rating at the floor</source>
        <translation>レーティングが下限に到達</translation>
    </message>
    <message>
        <source>performance rating</source>
        <extracomment>FESA: the game was rated by performance rating (a new player&apos;s first tournaments).</extracomment>
        <translation>パフォーマンスレーティング</translation>
    </message>
    <message>
        <source>grade {before} -&gt; {after}</source>
        <extracomment>FESA: the grade changed with this game, e.g. &quot;grade 3 Kyu -&gt; 2 Kyu&quot;.</extracomment>
        <translation>段級位 {before} → {after}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade</comment>
        <extracomment>FESA: no grade (yet).</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>expected score</source>
        <extracomment>Se: the EGF expected score of the game.</extracomment>
        <translation>期待勝率</translation>
    </message>
    <message>
        <source>result</source>
        <extracomment>S: the game&apos;s result as a score (1, 0.5, 0).</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>con</source>
        <extracomment>con: the EGF system&apos;s factor (keep &quot;con&quot; unless your federation says otherwise).</extracomment>
        <translation>con</translation>
    </message>
    <message>
        <source>anti-deflation bonus</source>
        <extracomment>EGF 2021&apos;s bonus against deflation.</extracomment>
        <translation>デフレ対策ボーナス</translation>
    </message>
    <message>
        <source>bonus</source>
        <extracomment>The symbol of that bonus in the formula (the rule sentence says &quot;+ bonus&quot;).</extracomment>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>class weight</source>
        <extracomment>EGF: the tournament class&apos;s weight (A 1, B 0.75, ...).</extracomment>
        <translation>クラスの重み</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <extracomment>{klass}: the tournament class, A to D.</extracomment>
        <translation>クラス{klass}</translation>
    </message>
    <message>
        <source>{rating} against {opponent}</source>
        <extracomment>The two ratings a game was rated from: 2034 against 1987.</extracomment>
        <translation>{rating} 対 {opponent}</translation>
    </message>
    <message>
        <source>, +{points} for the stones</source>
        <extracomment>EGF: a handicap game&apos;s bonus for the player taking stones, in rating points.</extracomment>
        <translation>、置石分 +{points}</translation>
    </message>
    <message>
        <source>at {rating}</source>
        <extracomment>con (or K) as it was at the player&apos;s rating before the game: &quot;at 2034&quot;.</extracomment>
        <translation>{rating} のとき</translation>
    </message>
    <message>
        <source>rated by performance rating (fewer than 9 games, or all wins or all losses so far): the tournament&apos;s rating is spread evenly over its games</source>
        <translation>パフォーマンスレーティングで計算（対局数が 9 局未満、またはここまで全勝か全敗）：大会のレーティングを各対局に均等に割り当てます</translation>
    </message>
    <message>
        <source>development bonus</source>
        <extracomment>FESA&apos;s development bonus for new players below 1800.</extracomment>
        <translation>育成ボーナス</translation>
    </message>
    <message>
        <source>paid for the first 100 games below 1800</source>
        <translation>1800 未満で最初の 100 局に支給</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>支給なし</translation>
    </message>
    <message>
        <source>upset rule: K × (opponent − rating) / 160 = {change}</source>
        <extracomment>FESA&apos;s rule when a player beats a stronger one by much (K, opponent and rating are the formula&apos;s terms).</extracomment>
        <translation>番狂わせの規定：K ×（相手 − 自分のレーティング）/ 160 ＝ {change}</translation>
    </message>
    <message>
        <source>, plus bonus {bonus} = {change}</source>
        <translation>、ボーナス {bonus} を加えて ＝ {change}</translation>
    </message>
    <message>
        <source>level factor</source>
        <extracomment>SAGC&apos;s factors (seed 001): LF, GSF, OF, GRF and HF are their symbols.</extracomment>
        <translation>段級係数</translation>
    </message>
    <message>
        <source>game status factor</source>
        <translation>対局種別係数</translation>
    </message>
    <message>
        <source>opponent factor</source>
        <translation>相手係数</translation>
    </message>
    <message>
        <source>game result factor</source>
        <translation>結果係数</translation>
    </message>
    <message>
        <source>handicap factor</source>
        <translation>置石係数</translation>
    </message>
    <message>
        <source>{outcome} in the {zone} zone, differential {differential} ({x} − {opponent_x} − {stones} stones received)</source>
        <extracomment>GRF&apos;s note: &quot;win in the promotion zone, differential +1 (3 − 2 − 0 stones received)&quot;.</extracomment>
        <translation>{zone}圏で{outcome}、差 {differential}（{x} − {opponent_x} − 受けた石 {stones}）</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>promotion</source>
        <extracomment>The SAGC zones: the index at or above 0 (promotion zone) or below (demotion zone).</extracomment>
        <translation>昇段・昇級</translation>
    </message>
    <message>
        <source>demotion</source>
        <translation>降段・降級</translation>
    </message>
    <message>
        <source>effective handicap {stones}</source>
        <extracomment>SAGC&apos;s handicap factor&apos;s note: stones less a komi adjustment.</extracomment>
        <translation>実質の置石 {stones}</translation>
    </message>
    <message>
        <source>= {product}, truncated to {change}</source>
        <extracomment>The product of the factors and the change it makes: &quot;= 499.44, truncated to 499&quot;.</extracomment>
        <translation>＝ {product}、切り捨てて {change}</translation>
    </message>
    <message>
        <source>past +999: promoted to {rank} with index 0</source>
        <translation>+999 を超えたため {rank} に昇格、インデックス 0</translation>
    </message>
    <message>
        <source>past -999: demoted to {rank} with index 0</source>
        <translation>-999 を下回ったため {rank} に降格、インデックス 0</translation>
    </message>
    <message>
        <source>the loss stops at the floor {floor}: index {before} → {after}</source>
        <translation>減少は下限 {floor} で停止：インデックス {before} → {after}</translation>
    </message>
    <message>
        <source>index {before} → {after} (the index stops at +999)</source>
        <translation>インデックス {before} → {after}（インデックスの上限は +999）</translation>
    </message>
    <message>
        <source>index {before} → {after}</source>
        <translation>インデックス {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>met %n time(s) in the previous ten games</source>
        <extracomment>OF&apos;s note: how often the opponent is among the player&apos;s previous ten games.</extracomment>
        <translation>
            <numerusform>直近 10 局で %n 回対戦</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>Column (and fact): a shogi player&apos;s FESA grade (kyu/dan).</extracomment>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column (and fact on a player&apos;s page): the kyu/dan rank of a Go player.</extracomment>
        <translation>段級</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The site&apos;s menu: the page with the rating list.</extracomment>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Last club night</source>
        <extracomment>The site&apos;s menu: the page with the games of the latest club evening.</extracomment>
        <translation>直近の例会</translation>
    </message>
    <message>
        <source>{system}. Published with ClubRater.</source>
        <extracomment>The footer of every page; {system} is the rating system&apos;s name, e.g. &quot;SAGC rank and index&quot;.</extracomment>
        <translation>{system}。ClubRater で公開。</translation>
    </message>
    <message>
        <source>{club}: standings</source>
        <extracomment>The browser tab&apos;s title of the home page.</extracomment>
        <translation>{club}：順位表</translation>
    </message>
    <message>
        <source>Standings by {system}.</source>
        <translation>{system}による順位表。</translation>
    </message>
    <message>
        <source>Newest game: {date}.</source>
        <translation>最新の対局：{date}。</translation>
    </message>
    <message>
        <source>Updated on {date}.</source>
        <extracomment>{date}: the day the site was published.</extracomment>
        <translation>{date}更新。</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your index changed.</source>
        <translation>自分の対局を確かめるには、名前を開いてください。対局記録と、インデックスが変わった理由が表示されます。</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your GoR changed.</source>
        <translation>自分の対局を確かめるには、名前を開いてください。対局記録と、GoR が変わった理由が表示されます。</translation>
    </message>
    <message>
        <source>Check your own games: open your name for your record sheet and why your Elo changed.</source>
        <translation>自分の対局を確かめるには、名前を開いてください。対局記録と、Elo が変わった理由が表示されます。</translation>
    </message>
    <message>
        <source>Find a player</source>
        <extracomment>The label of the search box above the standings.</extracomment>
        <translation>プレイヤーを探す</translation>
    </message>
    <message>
        <source>Name or club</source>
        <extracomment>Placeholder of the search box: what can be typed (a player&apos;s name or club).</extracomment>
        <translation>氏名またはクラブ</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column: position in the list (a few characters wide).</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Column: the number of games played.</extracomment>
        <translation>局数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終対局</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Column: the player&apos;s (home) club.</extracomment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Heading: the club&apos;s tournaments listed on the home page.</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>Last club night: {date}</source>
        <translation>直近の例会：{date}</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>対局はまだありません。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Column: the round of a tournament game.</extracomment>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Column: the player who had Black.</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Column: the player who had White.</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>Handicap</source>
        <extracomment>Column: the handicap stones (Go) or pieces (shogi).</extracomment>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: who won the game (B+, W+, Jigo).</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>Column: the kind of game (tournament, club, friendly, free).</extracomment>
        <translation>種類</translation>
    </message>
    <message>
        <source>Black&apos;s change</source>
        <translation>黒の増減</translation>
    </message>
    <message>
        <source>White&apos;s change</source>
        <translation>白の増減</translation>
    </message>
    <message>
        <source>{start} to {end}.</source>
        <extracomment>An event&apos;s dates: from {start} to {end}.</extracomment>
        <translation>{start}～{end}。</translation>
    </message>
    <message>
        <source>Class {klass}.</source>
        <extracomment>An EGF tournament class (A, B, C or D).</extracomment>
        <translation>クラス{klass}。</translation>
    </message>
    <message>
        <source>Not rated.</source>
        <translation>レーティング対象外。</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Column: games won (a jigo counts half).</extracomment>
        <translation>勝数</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Column: the rating before (the event, the game).</extracomment>
        <translation>対局前</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Column: how much the rating changed.</extracomment>
        <translation>増減</translation>
    </message>
    <message>
        <source>After</source>
        <extracomment>Column: the rating after (the event, the game).</extracomment>
        <translation>対局後</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Heading of a player&apos;s rating chart.</extracomment>
        <translation>推移</translation>
    </message>
    <message>
        <source>{name}: {value} over time</source>
        <extracomment>The chart&apos;s title (read aloud by screen readers); {value}: Index, GoR or Elo.</extracomment>
        <translation>{name}：{value}の推移</translation>
    </message>
    <message>
        <source>Per event</source>
        <extracomment>Heading: the player&apos;s results per tournament (EGF, FESA).</extracomment>
        <translation>大会別</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <translation>対局記録</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Column: Black or White (the player&apos;s stones).</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Column of the SAGC record sheet: who won, B or W.</extracomment>
        <translation>勝者</translation>
    </message>
    <message>
        <source>GSF</source>
        <extracomment>Column: the SAGC game status factor (tournament 1.5, club 1, friendly 0.5, free 0); keep &quot;GSF&quot; if unsure.</extracomment>
        <translation>GSF</translation>
    </message>
    <message>
        <source>New index</source>
        <translation>新インデックス</translation>
    </message>
    <message>
        <source>New rank</source>
        <translation>新段級</translation>
    </message>
    <message>
        <source>Comments</source>
        <extracomment>Column: the secretary&apos;s notes on a game.</extracomment>
        <translation>コメント</translation>
    </message>
    <message>
        <source>{rank} after</source>
        <extracomment>Column: the rank after the game (EGF); {rank} is the word for rank or grade.</extracomment>
        <translation>対局後の{rank}</translation>
    </message>
    <message>
        <source>Why did my index change?</source>
        <translation>インデックスが変わった理由</translation>
    </message>
    <message>
        <source>Why did my GoR change?</source>
        <translation>GoR が変わった理由</translation>
    </message>
    <message>
        <source>Why did my Elo change?</source>
        <translation>Elo が変わった理由</translation>
    </message>
    <message>
        <source>Change = level factor (LF) × game status factor (GSF) × opponent factor (OF) × game result factor (GRF) × handicap factor (HF), truncated toward zero; a loss stops at the next demotion floor.</source>
        <extracomment>SAGC&apos;s rule in one sentence (seed 001); the abbreviations are the record sheet&apos;s factors.</extracomment>
        <translation>増減 ＝ 段級係数（LF）× 対局種別係数（GSF）× 相手係数（OF）× 結果係数（GRF）× 置石係数（HF）。0 方向に切り捨て。負けによる減少は次の降段・降級の下限で止まります。</translation>
    </message>
    <message>
        <source>Change = K × (result − expected score), plus the development bonus while it is paid; the tournament&apos;s total is rounded.</source>
        <extracomment>FESA&apos;s rule in one sentence.</extracomment>
        <translation>増減 ＝ K ×（結果 − 期待勝率）。支給期間中は育成ボーナスを加算。大会ごとの合計を四捨五入します。</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se), on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF classic rule in one sentence.</extracomment>
        <translation>増減 ＝ クラスの重み × con ×（結果 − 期待勝率 Se）。大会前のレーティングで計算し、大会内の増減を合計します。</translation>
    </message>
    <message>
        <source>Change = class weight × con × (result − expected score Se) + bonus, on the ratings before the event; an event&apos;s changes are added up.</source>
        <extracomment>The EGF 2021 rule in one sentence.</extracomment>
        <translation>増減 ＝ クラスの重み × con ×（結果 − 期待勝率 Se）＋ ボーナス。大会前のレーティングで計算し、大会内の増減を合計します。</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <extracomment>What the search box says under the standings: {shown} players of n listed are shown.</extracomment>
        <translation>
            <numerusform>%n 人中 {shown} 人</numerusform>
        </translation>
    </message>
    <message>
        <source>B</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>W</source>
        <translation>白</translation>
    </message>
    <message>
        <source>J</source>
        <translation>ジゴ</translation>
    </message>
    <message>
        <source>{date}: {outcome} against {opponent} ({rank}):</source>
        <extracomment>A game in the &quot;why&quot; list: &quot;2026-11-20: won against Sipho Dlamini (12k):&quot; then the change in bold.</extracomment>
        <translation>{date}：{opponent}（{rank}）との対局で{outcome}：</translation>
    </message>
</context>
<context>
    <name>StandingsMessages</name>
    <message>
        <source>1 player is not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>1 人のプレイヤーが現在の一覧に載っていません（直近 2 年／12 か月／6 か月に大会なし）</translation>
    </message>
    <message numerus="yes">
        <source>%n players are not on the current list (no tournament in the last 2 years / 12 / 6 months)</source>
        <translation>
            <numerusform>%n 人のプレイヤーが現在の一覧に載っていません（直近 2 年／12 か月／6 か月に大会なし）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsRule</name>
    <message>
        <source>Every active player is listed. A player you mark inactive disappears from the standings but keeps their games and comes back when marked active again.</source>
        <translation>休止中でないプレイヤーは全員掲載されます。休止中にしたプレイヤーは順位表から消えますが、対局は残り、順位表に戻すと再び掲載されます。</translation>
    </message>
    <message>
        <source>As on the EGF rating list: dan players are listed for two years after their last rated game, 1k-10k for twelve months and weaker players for six months. Players you mark inactive are never listed.</source>
        <translation>EGF レーティングリストと同じく、段位のプレイヤーは最後のレーティング対象対局から2年間、1k～10k は12か月、それより下のプレイヤーは6か月掲載されます。休止中にしたプレイヤーは掲載されません。</translation>
    </message>
    <message>
        <source>Every active player with a rating is listed. A player you mark inactive disappears from the standings but keeps their games.</source>
        <translation>レーティングのある、休止中でないプレイヤーは全員掲載されます。休止中にしたプレイヤーは順位表から消えますが、対局は残ります。</translation>
    </message>
</context>
<context>
    <name>StateMessages</name>
    <message>
        <source>There is no player number {number}.</source>
        <translation>番号 {number} のプレイヤーはいません。</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>{players}, {games}, {events}</source>
        <translation>{players}、{games}、{events}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>大会 %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreMessages</name>
    <message>
        <source>{file} cannot be read until there is a little room beside it; nothing was changed.</source>
        <translation>{file} は横に少し空き容量ができるまで読み込めません。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} did not fit, and {file} was left as it was.</source>
        <translation>{doing}の容量が足りず、{file} は元のままです。</translation>
    </message>
    <message>
        <source>{file} cannot be written (the file or its folder is read-only), so {doing} was not done; nothing was changed.</source>
        <translation>{file} に書き込めない（ファイルかフォルダーが読み取り専用）ため、{doing}は行われませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>{doing} in {file} failed ({reason}); nothing was changed.</source>
        <translation>{file} での{doing}に失敗しました（{reason}）。何も変更されていません。</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} を読み込めません（{reason}）。</translation>
    </message>
    <message>
        <source>{path} is not a ClubRater database (it is not an SQLite file).</source>
        <translation>{path} は ClubRater のデータベースではありません（SQLite ファイルではありません）。</translation>
    </message>
    <message>
        <source>{path} is damaged and was not opened ({problems}).</source>
        <translation>{path} は壊れているため開きませんでした（{problems}）。</translation>
    </message>
    <message>
        <source>, {games} games</source>
        <translation>、対局 {games} 局</translation>
    </message>
    <message>
        <source>{message} The newest good backup is {file} ({taken:%Y-%m-%d %H:%M}{games}); File &gt; Restore backup puts it back.</source>
        <translation>{message} 最新の正常なバックアップは {file}（{taken:%Y-%m-%d %H:%M}{games}）です。［ファイル］&gt;［バックアップから復元］で戻せます。</translation>
    </message>
    <message>
        <source>{message} There is no good backup beside it.</source>
        <translation>{message} 横に正常なバックアップはありません。</translation>
    </message>
    <message>
        <source>{path} cannot be read as a club database ({reason}).</source>
        <translation>{path} をクラブのデータベースとして読み込めません（{reason}）。</translation>
    </message>
    <message>
        <source>{path} is an SQLite file but not a ClubRater database.</source>
        <translation>{path} は SQLite ファイルですが、ClubRater のデータベースではありません。</translation>
    </message>
    <message>
        <source>{path} was written by a newer ClubRater (schema {current}); update ClubRater to open it.</source>
        <translation>{path} は新しい ClubRater で書かれています（スキーマ {current}）。開くには ClubRater を更新してください。</translation>
    </message>
    <message>
        <source>{reason} It was not opened, and nothing was written to it.</source>
        <translation>{reason} このファイルは開いておらず、何も書き込んでいません。</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full: {file} needs upgrading, but no backup of it could be made first; nothing was changed. Free some space there and try again.</source>
        <translation>{folder} のあるディスクがいっぱいです：{file} はアップグレードが必要ですが、先にバックアップを作れませんでした。何も変更されていません。空き容量を作ってからもう一度お試しください。</translation>
    </message>
    <message>
        <source>{file} needs upgrading, but no backup of it could be made first ({reason}); nothing was changed.</source>
        <translation>{file} はアップグレードが必要ですが、先にバックアップを作れませんでした（{reason}）。何も変更されていません。</translation>
    </message>
    <message>
        <source>There is no club database at {path}.</source>
        <translation>{path} にクラブのデータベースはありません。</translation>
    </message>
    <message>
        <source>ClubRater cannot write in {folder}, so it cannot create {file} there.</source>
        <translation>{folder} に書き込めないため、そこに {file} を作れません。</translation>
    </message>
    <message>
        <source>upgrading the file</source>
        <translation>ファイルのアップグレード</translation>
    </message>
    <message>
        <source>{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open.</source>
        <translation>{path} は読み込む前にアップグレードが必要です。ほかに誰も開いていないときに ClubRater で開いてください。</translation>
    </message>
    <message>
        <source>Upgrading {file} would break {links} links between records; it was left as it was.</source>
        <translation>{file} をアップグレードするとレコード間のつながりが {links} 件壊れるため、元のままにしました。</translation>
    </message>
    <message>
        <source>{file} can be viewed and exported to another disk, but not changed; nothing was changed.</source>
        <translation>{file} は閲覧と別のディスクへの書き出しはできますが、変更はできません。何も変更されていません。</translation>
    </message>
    <message>
        <source>{file} is read-only (the file or its folder cannot be written), so it can be viewed, exported and printed but not changed; nothing was changed.</source>
        <translation>{file} は読み取り専用（ファイルかフォルダーに書き込めない）のため、閲覧・書き出し・印刷はできますが変更はできません。何も変更されていません。</translation>
    </message>
    <message>
        <source>{file} is open read-only because another ClubRater is using it; nothing was changed.</source>
        <translation>ほかの ClubRater が使っているため、{file} は読み取り専用で開いています。何も変更されていません。</translation>
    </message>
    <message>
        <source>saving the change</source>
        <translation>変更の保存</translation>
    </message>
    <message>
        <source>reading the club</source>
        <translation>クラブの読み込み</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <source>Compare with list</source>
        <translation>リストと比較</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>The rating list to compare the club with.</extracomment>
        <translation>リスト(&amp;L):</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Compared</source>
        <extracomment>Column title: how the player compares with the list (differs, ambiguous...).</extracomment>
        <translation>照合結果</translation>
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
        <translation>リストの登録</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>相違点</translation>
    </message>
    <message>
        <source>Storing keeps each player&apos;s ID and the federation&apos;s rating beside the club&apos;s own; the club&apos;s ranks, ratings and history do not change. Ctrl+Z undoes it.</source>
        <translation>保存すると、各プレイヤーの ID と連盟のレーティングをクラブ独自の値とは別に保持します。クラブの段級・レーティング・履歴は変わりません。Ctrl+Z で取り消せます。</translation>
    </message>
    <message>
        <source>&amp;Store IDs and ratings</source>
        <translation>ID とレーティングを保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Load a list file…</source>
        <translation>リストファイルを読み込む(&amp;O)…</translation>
    </message>
    <message>
        <source>Rating lists (*.html *.htm *.txt *.zip);;All files (*)</source>
        <extracomment>A file chooser&apos;s filter: keep the patterns in brackets as they are.</extracomment>
        <translation>レーティングリスト (*.html *.htm *.txt *.zip);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>レーティングリストを読み込む</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>リストを読み込んでいます…</translation>
    </message>
    <message>
        <source>An older list?</source>
        <translation>古いリストですか？</translation>
    </message>
    <message>
        <source>{reason} Replace it anyway?</source>
        <extracomment>{reason} says (from the controller) which list is older than the one kept.</extracomment>
        <translation>{reason} それでも置き換えますか？</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>置き換える</translation>
    </message>
    <message>
        <source>Keep the newer list</source>
        <translation>新しいリストを残す</translation>
    </message>
    <message>
        <source>The club keeps no rating list: load one first (clubrater list load FILE).</source>
        <translation>クラブにはレーティングリストがありません：先に読み込んでください（clubrater list load FILE）。</translation>
    </message>
    <message>
        <source>{what}: {ours} here, {theirs} in the list</source>
        <extracomment>One difference: &quot;{what}: {ours} here, {theirs} in the list&quot; ({what} is rank, club, rating...).</extracomment>
        <translation>{what}：こちらは {ours}、リストでは {theirs}</translation>
    </message>
    <message>
        <source>{status} (by {how})</source>
        <extracomment>How the player was found in the list: &quot;(by name)&quot;, &quot;(by ID)&quot;.</extracomment>
        <translation>{status}（照合：{how}）</translation>
    </message>
    <message>
        <source>{differ} differ, {ambiguous} ambiguous, {same} the same, {missing_id} with an ID not in the list, {unmatched} not found.</source>
        <extracomment>The comparison in numbers: players who differ, are ambiguous, are the same, have an ID not in the list, and were not found.</extracomment>
        <translation>相違 {differ}、不明確 {ambiguous}、一致 {same}、リストにない ID {missing_id}、該当なし {unmatched}。</translation>
    </message>
    <message>
        <source>Stored. The club&apos;s own ranks and ratings are unchanged.</source>
        <translation>保存しました。クラブ独自の段級とレーティングは変わりません。</translation>
    </message>
</context>
<context>
    <name>SystemMessages</name>
    <message>
        <source>&quot;{key}&quot; is not a rating system ClubRater knows ({known}).</source>
        <translation>「{key}」は ClubRater が知っているレーティング方式ではありません（{known}）。</translation>
    </message>
    <message>
        <source>The {system} engine is not available in this version.</source>
        <translation>このバージョンでは {system} の計算エンジンを使えません。</translation>
    </message>
</context>
<context>
    <name>TableMessages</name>
    <message>
        <source>rating</source>
        <comment>a column of a players file</comment>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>index</source>
        <comment>a column of a players file: the SAGC index</comment>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>adjustment: {problem}</source>
        <translation>調整：{problem}</translation>
    </message>
    <message>
        <source>This does not look like a {what} file: it has no {columns} column (line 1 has {shown}). The columns are described in the ClubRater README.</source>
        <translation>{what}のファイルには見えません：{columns} の列がありません（1 行目は {shown}）。列については ClubRater の README をご覧ください。</translation>
    </message>
    <message>
        <source>{name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.</source>
        <translation>{name} は古い形式の Excel ファイル（.xls）です。.xlsx か .csv で保存し直して取り込んでください。</translation>
    </message>
    <message>
        <source>{name} is a spreadsheet, not a CSV file; give it the .xlsx ending.</source>
        <translation>{name} は CSV ではなく表計算ファイルです。拡張子を .xlsx にしてください。</translation>
    </message>
    <message>
        <source>{name} is not a text (CSV) file.</source>
        <translation>{name} はテキスト（CSV）ファイルではありません。</translation>
    </message>
    <message>
        <source>{path} cannot be opened: {reason}.</source>
        <translation>{path} を開けません：{reason}。</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} は空です。</translation>
    </message>
    <message>
        <source>{name} line 1 cannot be read as CSV ({reason}).</source>
        <translation>{name} の 1 行目を CSV として読み込めません（{reason}）。</translation>
    </message>
    <message>
        <source>{name} line {line} cannot be read as CSV ({reason}).</source>
        <translation>{name} の {line} 行目を CSV として読み込めません（{reason}）。</translation>
    </message>
    <message>
        <source>{name} is not read: it would unpack to {unpacked} from {packed} ({times} times its size), which no club&apos;s workbook does (a damaged file or a zip bomb); nothing was read.</source>
        <translation>{name} は読み込みません：{packed} から {unpacked}（{times} 倍）に展開されることになり、クラブの Excel ブックではありえません（壊れたファイルか zip 爆弾）。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>{name} is password-protected or an old .xls workbook; remove the password (or save as .xlsx) and import again.</source>
        <translation>{name} はパスワード付きか古い .xls のブックです。パスワードを外して（または .xlsx で保存して）もう一度取り込んでください。</translation>
    </message>
    <message>
        <source>{name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that.</source>
        <translation>{name} は Excel ブックではありません（別の種類のファイルを .xlsx に名前変更したものか、壊れたダウンロード）。何も読み込まれていません。Excel か LibreOffice で .xlsx か .csv として保存し、それを取り込んでください。</translation>
    </message>
    <message>
        <source>{name} is not a readable Excel workbook ({reason}); nothing was read.</source>
        <translation>{name} は読み込める Excel ブックではありません（{reason}）。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read as an Excel workbook; nothing was read.</source>
        <translation>{name} は壊れていて Excel ブックとして読み込めません。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;{sheet}&quot; (it has {sheets}).</source>
        <translation>{name} に「{sheet}」というシートはありません（あるのは {sheets}）。</translation>
    </message>
    <message>
        <source>The sheet &quot;{title}&quot; of {name} is empty.</source>
        <translation>{name} のシート「{title}」は空です。</translation>
    </message>
    <message>
        <source>The sheet &quot;{sheet}&quot; of {name} has other columns than &quot;{first}&quot; ({columns} instead of {expected}); nothing was read.</source>
        <translation>{name} のシート「{sheet}」の列が「{first}」と違います（{expected} ではなく {columns}）。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <source>line {line} of sheet &quot;{sheet}&quot;</source>
        <translation>シート「{sheet}」の {line} 行目</translation>
    </message>
    <message>
        <source>{name} is damaged after {where}; nothing was read.</source>
        <translation>{name} は {where} より後が壊れています。何も読み込まれていません。</translation>
    </message>
    <message>
        <source>the date cell holds Excel&apos;s day 60, the 29 February 1900 that never was (Excel counts it, the calendar does not); type the date meant as YYYY-MM-DD</source>
        <translation>日付のセルが Excel の 60 日目、実在しない 1900 年 2 月 29 日になっています（Excel は数えますが暦にはありません）。意図した日付を YYYY-MM-DD で入力してください</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is text with day and month in a local order; write it as YYYY-MM-DD ({meant}) or make the cell a real date</source>
        <translation>日付「{text}」は日と月が地域ごとの順序で書かれた文字列です。YYYY-MM-DD（{meant}）で書くか、セルを本当の日付にしてください</translation>
    </message>
    <message>
        <source>date &quot;{text}&quot; is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)</source>
        <translation>日付「{text}」は日付ではありません（YYYY-MM-DD の形で書いてください。例：2025-03-14）</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a whole number</source>
        <translation>{what}「{text}」が整数ではありません</translation>
    </message>
    <message>
        <source>{what} {n} is not between {lo} and {hi}</source>
        <translation>{what} {n} が {lo} ～ {hi} の範囲にありません</translation>
    </message>
    <message>
        <source>{what} &quot;{text}&quot; is not a number</source>
        <translation>{what}「{text}」が数値ではありません</translation>
    </message>
    <message>
        <source>players</source>
        <comment>a kind of file</comment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>名前が空です</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>段級が空です</translation>
    </message>
    <message>
        <source>there is no rank column</source>
        <translation>段級の列がありません</translation>
    </message>
    <message>
        <source>active &quot;{active}&quot; is not yes or no</source>
        <translation>有効「{active}」が yes でも no でもありません</translation>
    </message>
    <message>
        <source>adjustments</source>
        <comment>a kind of file</comment>
        <translation>調整</translation>
    </message>
    <message>
        <source>adjustment: the player is empty</source>
        <translation>調整：プレイヤーが空です</translation>
    </message>
    <message>
        <source>games</source>
        <comment>a kind of file</comment>
        <translation>対局</translation>
    </message>
    <message>
        <source>the date is empty</source>
        <translation>日付が空です</translation>
    </message>
    <message>
        <source>the black player is empty</source>
        <translation>黒のプレイヤーが空です</translation>
    </message>
    <message>
        <source>the white player is empty</source>
        <translation>白のプレイヤーが空です</translation>
    </message>
    <message>
        <source>same player on both sides (&quot;{name}&quot;)</source>
        <translation>黒と白が同じプレイヤーです（「{name}」）</translation>
    </message>
    <message>
        <source>the result is empty (B, W or J)</source>
        <translation>結果が空です（B、W、J）</translation>
    </message>
    <message>
        <source>result &quot;{text}&quot; is not B, W or J</source>
        <translation>結果「{text}」が B、W、J のいずれでもありません</translation>
    </message>
    <message>
        <source>handicap</source>
        <comment>a column of a games file</comment>
        <translation>置石</translation>
    </message>
    <message>
        <source>komi</source>
        <comment>a column of a games file</comment>
        <translation>コミ</translation>
    </message>
    <message>
        <source>type &quot;{text}&quot; is not tournament, club, friendly or free</source>
        <translation>種類「{text}」が tournament、club、friendly、free のいずれでもありません</translation>
    </message>
    <message>
        <source>class &quot;{text}&quot; is not A, B, C or D</source>
        <translation>クラス「{text}」が A、B、C、D のいずれでもありません</translation>
    </message>
    <message>
        <source>black rank: {problem}</source>
        <translation>黒の段級：{problem}</translation>
    </message>
    <message>
        <source>white rank: {problem}</source>
        <translation>白の段級：{problem}</translation>
    </message>
    <message>
        <source>round</source>
        <comment>a column of a games file</comment>
        <translation>回戦</translation>
    </message>
    <message>
        <source>{name} has no sheet called &quot;Players&quot; or &quot;Games&quot; (it has {sheets}).</source>
        <translation>{name} に「Players」や「Games」というシートはありません（あるのは {sheets}）。</translation>
    </message>
    <message>
        <source>{name} has no header row ClubRater recognises: line 1 should name the columns, such as name, rank (a players file) or date, black, white, result (a games file); it has {shown}.</source>
        <translation>{name} には ClubRater が認識できる見出し行がありません。1 行目には name、rank（プレイヤーのファイル）や date、black、white、result（対局のファイル）のように列名を書いてください。今は {shown} です。</translation>
    </message>
</context>
<context>
    <name>TextMessages</name>
    <message>
        <source>the {field} contains a terminal escape sequence</source>
        <translation>{field}に端末のエスケープシーケンスが含まれています</translation>
    </message>
    <message>
        <source>the {field} contains the control character U+{code:04X}</source>
        <translation>{field}に制御文字 U+{code:04X} が含まれています</translation>
    </message>
    <message>
        <source>the {field} is {length} characters long (at most {limit})</source>
        <translation>{field}が {length} 文字あります（上限 {limit} 文字）</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Redoing: {what}…</source>
        <translation>やり直しています：{what}…</translation>
    </message>
    <message>
        <source>Undoing: {what}…</source>
        <translation>元に戻しています：{what}…</translation>
    </message>
    <message>
        <source>Enter a game</source>
        <translation>対局を入力</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n game(s)</source>
        <translation>
            <numerusform>%n 局を入力</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit a game</source>
        <translation>対局を編集</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>対局を削除</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)</source>
        <translation>
            <numerusform>%n 局を削除</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>{name} を追加</translation>
    </message>
    <message>
        <source>Merge {dropped} into {kept}</source>
        <translation>{dropped} を {kept} に統合</translation>
    </message>
    <message>
        <source>Adjust {name}</source>
        <extracomment>Undo command text: a player&apos;s rank (or rating) was set by hand from a date on.</extracomment>
        <translation>{name} の段級を調整</translation>
    </message>
    <message>
        <source>Delete an adjustment</source>
        <translation>調整を削除</translation>
    </message>
    <message>
        <source>Add the event {name}</source>
        <extracomment>&quot;event&quot;: a tournament or other occasion at which games were played.</extracomment>
        <translation>大会「{name}」を追加</translation>
    </message>
    <message>
        <source>Delete the event {name}</source>
        <translation>大会「{name}」を削除</translation>
    </message>
    <message>
        <source>Edit an event</source>
        <translation>大会を編集</translation>
    </message>
    <message>
        <source>Change the club settings</source>
        <translation>クラブの設定を変更</translation>
    </message>
</context>
<context>
    <name>UpdateListDialog</name>
    <message>
        <source>Download a rating list</source>
        <translation>レーティング名簿をダウンロード</translation>
    </message>
    <message>
        <source>&amp;List:</source>
        <extracomment>Which federation&apos;s rating list (EGD, FFG, AGA) to download.</extracomment>
        <translation>名簿(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <extracomment>The web address the list is downloaded from.</extracomment>
        <translation>取得元(&amp;F):</translation>
    </message>
    <message>
        <source>The list is downloaded and kept in the club file in place of the one kept (as `clubrater list update` does); a changed address is remembered for the next time.</source>
        <translation>名簿をダウンロードし、保存済みの名簿と置き換えてクラブファイルに保存します（`clubrater list update` と同じ）。変更したアドレスは次回のために記憶されます。</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>ダウンロード(&amp;D)</translation>
    </message>
</context>
<context>
    <name>VersionMessages</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>Between the parts of a game, player or event described (&quot;2026-01-06, Sipho (B) - Anna (W), Black won, komi 6.5&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黒の勝ち</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>白の勝ち</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>ジゴ</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>The federation database did not let you change {what}: it belongs to another club, and only that club&apos;s secretary or the federation officer may change it. Nothing was changed.</source>
        <translation>連盟データベースは{what}の変更を許しませんでした：ほかのクラブのもので、変更できるのはそのクラブの記録係か連盟担当者だけです。何も変更されていません。</translation>
    </message>
    <message>
        <source>{what} is no longer in the club (it was deleted); nothing was saved.</source>
        <translation>{what}はもうクラブにありません（削除されました）。何も保存されていません。</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} after you opened it; nothing was saved.</source>
        <translation>{what}は、あなたが開いた後に{who}が削除しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}は、あなたが開いた後の {time} に{who}が削除しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>{what} was deleted by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}は、あなたが開いた後の {date} {time} に{who}が削除しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>{what} was changed by {who} after you opened it; nothing was saved.</source>
        <translation>{what}は、あなたが開いた後に{who}が変更しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>{what} was changed by {who} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}は、あなたが開いた後の {time} に{who}が変更しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>{what} was changed by {who} on {date} at {time} after you opened it; nothing was saved.</source>
        <translation>{what}は、あなたが開いた後の {date} {time} に{who}が変更しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>{refusal} It now shows {now}.</source>
        <translation>{refusal}現在の内容：{now}。</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>プレイヤー {number}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>対局 {number}</translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation>大会 {number}</translation>
    </message>
    <message>
        <source>adjustment {number}</source>
        <translation>調整 {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー {number}</translation>
    </message>
    <message>
        <source>The event &quot;{name}&quot;</source>
        <translation>大会「{name}」</translation>
    </message>
    <message>
        <source>Event {number}</source>
        <translation>大会 {number}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>対局 {number}</translation>
    </message>
    <message>
        <source>Adjustment {number}</source>
        <translation>調整 {number}</translation>
    </message>
    <message>
        <source>another secretary</source>
        <translation>ほかの記録係</translation>
    </message>
    <message>
        <source>the federation officer</source>
        <translation>連盟担当者</translation>
    </message>
    <message>
        <source>handicap {stones}</source>
        <translation>置石 {stones}</translation>
    </message>
    <message>
        <source>komi {komi:g}</source>
        <translation>コミ {komi:g}</translation>
    </message>
    <message>
        <source>{pieces} handicap</source>
        <translation>{pieces}の駒落ち</translation>
    </message>
    <message>
        <source>{date}, {black} (B) - {white} (W)</source>
        <translation>{date}、{black}（黒）– {white}（白）</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>休止中</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation>{start}～{end}</translation>
    </message>
    <message>
        <source>class {klass}</source>
        <translation>クラス {klass}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>インデックス {index}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>レーティング {rating}</translation>
    </message>
    <message>
        <source>{player} set to {value} from {date}</source>
        <translation>{player}：{date} から {value} に設定</translation>
    </message>
</context>
<context>
    <name>Watch</name>
    <message>
        <source>Arrived: {what}</source>
        <translation>受信：{what}</translation>
    </message>
    <message>
        <source>The federation server cannot be reached; what others save shows when it is back.</source>
        <translation>連盟サーバーに接続できません。ほかの人が保存した内容は、接続が戻ると表示されます。</translation>
    </message>
    <message>
        <source>The federation server is back.</source>
        <translation>連盟サーバーに再接続しました。</translation>
    </message>
</context>
<context>
    <name>Website</name>
    <message>
        <source>Publish the club&apos;s website</source>
        <extracomment>The title of the question which member club&apos;s website to publish (on a federation server).</extracomment>
        <translation>クラブのウェブサイトを公開</translation>
    </message>
    <message>
        <source>Publish the club&apos;s website into this folder</source>
        <translation>クラブのウェブサイトをこのフォルダーに公開</translation>
    </message>
    <message>
        <source>Publishing the website…</source>
        <translation>ウェブサイトを公開しています…</translation>
    </message>
    <message>
        <source>Publish website</source>
        <translation>ウェブサイトを公開</translation>
    </message>
    <message>
        <source>Published {club}&apos;s website to {folder} ({summary}). Upload the folder to the club&apos;s web space, or open index.html.</source>
        <extracomment>{summary} is the publisher&apos;s own count of pages written (&quot;12 player pages, ...&quot;).</extracomment>
        <translation>{club} のウェブサイトを {folder} に公開しました（{summary}）。このフォルダーをクラブのウェブスペースにアップロードするか、index.html を開いてください。</translation>
    </message>
</context>
<context>
    <name>WeekCheck</name>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

To go back to that backup, use File &gt; Restore a backup (the file as it is now is kept as a backup too).</source>
        <translation>ClubRater の週ごとの点検で {name} に破損が見つかりました。

{found}

そのバックアップに戻すには、［ファイル］&gt;［バックアップから復元］を使ってください（現在のファイルもバックアップとして残ります）。</translation>
    </message>
    <message>
        <source>ClubRater&apos;s weekly check of {name} found damage.

{found}

Check the records named above against the paper sheets and correct them.</source>
        <translation>ClubRater の週ごとの点検で {name} に破損が見つかりました。

{found}

上に挙げた記録を紙の記録表と照らし合わせて修正してください。</translation>
    </message>
    <message>
        <source>The club file is damaged</source>
        <translation>クラブファイルが破損しています</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to ClubRater</source>
        <translation>ClubRater へようこそ</translation>
    </message>
    <message>
        <source>Ratings for your Go or shogi club: type in the week&apos;s record sheets and the standings, every player&apos;s record sheet and history follow at once.</source>
        <extracomment>&quot;record sheet&quot;: the paper (or screen) list of an evening&apos;s games, one game a row.</extracomment>
        <translation>囲碁・将棋クラブのレーティング：週の対局記録表を入力すれば、順位表と各プレイヤーの対局記録・推移がすぐ更新されます。</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>新しいクラブを始める</translation>
    </message>
    <message>
        <source>Give the club a name and choose how it rates its players. You can change both later.</source>
        <translation>クラブ名とレーティング方式を決めます（後で変更可）。</translation>
    </message>
    <message>
        <source>e.g. Cape Town Go Club</source>
        <extracomment>An example club name; use a club of the language&apos;s own country.</extracomment>
        <translation>例：横浜囲碁クラブ</translation>
    </message>
    <message>
        <source>Choose where…</source>
        <translation>保存先を選ぶ…</translation>
    </message>
    <message>
        <source>Club &amp;name:</source>
        <translation>クラブ名(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Rating system:</source>
        <translation>レーティング方式(&amp;R):</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>保存先:</translation>
    </message>
    <message>
        <source>Create the club</source>
        <translation>クラブを作成</translation>
    </message>
    <message>
        <source>Open a club file</source>
        <translation>クラブファイルを開く</translation>
    </message>
    <message>
        <source>A club file (.sqlite) made by ClubRater, on this computer or a memory stick.</source>
        <translation>ClubRater のクラブファイル（.sqlite）。PC 内でも USB メモリーでも可。</translation>
    </message>
    <message>
        <source>Recently used:</source>
        <translation>最近使ったクラブ:</translation>
    </message>
    <message>
        <source>Open a club file…</source>
        <translation>クラブファイルを開く…</translation>
    </message>
    <message>
        <source>Try the demo club</source>
        <translation>デモクラブを試す</translation>
    </message>
    <message>
        <source>A made-up club with 40 players, two years of weekly club nights and two tournaments. Look around, type a record sheet, undo it: nothing you do there touches a real club.</source>
        <translation>40人・2年分の例会・2大会の架空のクラブです。見て回ったり、対局記録表を入力して取り消したりしてみてください。何をしても実際のクラブには影響しません。</translation>
    </message>
    <message>
        <source>the standings, sorted by rank and index</source>
        <extracomment>&quot;rank and index&quot;: SAGC&apos;s kyu/dan rank and the index (points) within it.</extracomment>
        <translation>段級・インデックス順の順位表</translation>
    </message>
    <message>
        <source>every player&apos;s record sheet and history chart</source>
        <translation>各プレイヤーの対局記録と推移グラフ</translation>
    </message>
    <message>
        <source>a record sheet ready for this week&apos;s games</source>
        <translation>今週用の対局記録表</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>デモクラブを開く</translation>
    </message>
    <message>
        <source>How a week goes</source>
        <translation>1週間の流れ</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Add the club&apos;s players with their ranks (Players &gt; Add player, Ctrl+Shift+N), or import a list you already have (File &gt; Import).</source>
        <translation>段級を付けてプレイヤーを追加（Ctrl+Shift+N）するか、名簿をインポート（［ファイル］&gt;［インポート］）。</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Type the evening&apos;s record sheet row by row (Ctrl+3): names complete as you type, handicap and komi are filled in, Ctrl+S saves.</source>
        <translation>その晩の対局記録表を1行ずつ入力（Ctrl+3）。名前は補完、置石とコミは自動入力、Ctrl+S で保存。</translation>
    </message>
    <message>
        <source>Noticeboard</source>
        <translation>掲示</translation>
    </message>
    <message>
        <source>The standings follow at once. Print them (Ctrl+P) or look up any player&apos;s record sheet and history (double-click).</source>
        <translation>順位表はすぐ更新。印刷（Ctrl+P）や、対局記録と推移の確認（ダブルクリック）ができます。</translation>
    </message>
    <message>
        <source>{n}. {step}</source>
        <comment>a numbered step</comment>
        <translation>{n}. {step}</translation>
    </message>
    <message>
        <source>Press F1 at any time for a short guide to entering games.</source>
        <translation>F1 キーでいつでも対局の入力方法の簡単な案内を表示できます。</translation>
    </message>
    <message>
        <source>Recently used (double-click to open):</source>
        <translation>最近使ったクラブ（ダブルクリックで開く）:</translation>
    </message>
    <message>
        <source>No club opened yet.</source>
        <translation>まだクラブを開いていません。</translation>
    </message>
    <message>
        <source>club</source>
        <comment>file name of a club without a name</comment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Where should the club file be kept?</source>
        <translation>クラブファイルの保存先</translation>
    </message>
    <message>
        <source>Club files (*.sqlite)</source>
        <translation>クラブファイル (*.sqlite)</translation>
    </message>
    <message>
        <source>Please give the club a name first.</source>
        <translation>先にクラブ名を入力してください。</translation>
    </message>
</context>
<context>
    <name>WhatIfMessages</name>
    <message>
        <source>A player cannot play against themself; choose another opponent.</source>
        <translation>自分自身とは対局できません。別の相手を選んでください。</translation>
    </message>
    <message>
        <source>&quot;{text}&quot; is neither a player of the club nor a {what}.</source>
        <translation>「{text}」はクラブのプレイヤーでも{what}でもありません。</translation>
    </message>
    <message>
        <source>&quot;{game_type}&quot; is not a game type (tournament, club, friendly, free).</source>
        <translation>「{game_type}」は対局の種類ではありません（tournament、club、friendly、free）。</translation>
    </message>
    <message>
        <source>A win now: {win:+d}, a loss: {loss:+d}, a jigo: {jigo:+d}.</source>
        <translation>いま勝てば {win:+d}、負ければ {loss:+d}、ジゴなら {jigo:+d}。</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row to {rank}.</source>
        <translation>
            <numerusform>あと %n 連勝で {rank}。</numerusform>
        </translation>
    </message>
    <message>
        <source>No number of wins in a row against this opponent promotes (within 500 games).</source>
        <translation>この相手には何連勝しても昇段級しません（500局以内）。</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row to {rank}.</source>
        <translation>
            <numerusform>あと %n 連敗で {rank}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Losses against this opponent never demote.</source>
        <translation>この相手に負けても降段級はしません。</translation>
    </message>
    <message>
        <source>A win now: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>いま勝てば {win:+.1f}、負ければ {loss:+.1f}。</translation>
    </message>
    <message>
        <source>Next grade {grade}: {needs}.</source>
        <translation>次の段級位 {grade}：{needs}。</translation>
    </message>
    <message>
        <source>At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.</source>
        <translation>A クラスの大会で勝てば {win:+.1f}、負ければ {loss:+.1f}。</translation>
    </message>
    <message>
        <source>{rank} from GoR {rating}.</source>
        <translation>GoR {rating} から {rank}。</translation>
    </message>
    <message>
        <source>There is no player number {number}.</source>
        <translation>番号 {number} のプレイヤーはいません。</translation>
    </message>
    <message>
        <source>{lb} (LB), {mp} (MP) or {ub} (UB) rating; now {rating}</source>
        <translation>レーティング {lb}（LB）、{mp}（MP）、{ub}（UB）のいずれか。現在 {rating}</translation>
    </message>
    <message>
        <source>{more} more games before the usual routes apply (now {games})</source>
        <translation>通常の昇段・昇級条件が適用されるまであと {more} 局（現在 {games} 局）</translation>
    </message>
    <message>
        <source>at once at {ub} or above</source>
        <translation>{ub} 以上で即座に</translation>
    </message>
    <message>
        <source>{games} games at {mp} or above ({so_far} so far)</source>
        <translation>{mp} 以上で {games} 局（現在まで {so_far} 局）</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far, MP reached)</source>
        <translation>一度 {mp} に達した後、{lb} 以上で {games} 局（現在まで {so_far} 局、MP 到達済み）</translation>
    </message>
    <message>
        <source>{games} games at {lb} or above having reached {mp} once ({so_far} so far)</source>
        <translation>一度 {mp} に達した後、{lb} 以上で {games} 局（現在まで {so_far} 局）</translation>
    </message>
    <message>
        <source>and {games} games against players rated {rating} or more, more than one of them ({so_far} so far)</source>
        <translation>さらに、レーティング {rating} 以上の相手（2人以上）に {games} 局（現在まで {so_far} 局）</translation>
    </message>
    <message>
        <source>Handicap {handicap} is not between 0 and 9.</source>
        <translation>置石 {handicap} が 0 ～ 9 の範囲にありません。</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a player of the same rank</source>
        <translation>同じ段級のプレイヤー</translation>
    </message>
    <message>
        <source>A player&apos;s name (that player every game) or a rank like 9k (a new player of that rank each game)</source>
        <extracomment>&quot;rank&quot;: a kyu/dan rank such as 9k (keep &quot;9k&quot; as it is typed).</extracomment>
        <translation>プレイヤーの氏名（毎回そのプレイヤーと対局）、または 9k のような段級（毎回その段級の新しいプレイヤーと対局）</translation>
    </message>
    <message>
        <source>Handicap stones; the weaker player takes Black</source>
        <translation>置石（弱い方が黒を持ちます）</translation>
    </message>
    <message>
        <source>What if, against:</source>
        <translation>仮に対戦する相手:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <comment>Go handicap stones</comment>
        <extracomment>Handicap stones in a Go game.</extracomment>
        <translation>置石:</translation>
    </message>
    <message>
        <source>Game:</source>
        <comment>kind of game</comment>
        <extracomment>The kind of game (tournament, club, friendly, free).</extracomment>
        <translation>対局種別:</translation>
    </message>
</context>
<context>
    <name>WindowContext</name>
    <message>
        <source>Nothing was saved: correct the date, then save again.</source>
        <translation>保存されていません。日付を直してから、もう一度保存してください。</translation>
    </message>
    <message>
        <source>Done: {what}. Ctrl+Z undoes it.</source>
        <extracomment>The status bar after a change; {what} is the undo command&apos;s name (&quot;Add player Sipho Dlamini&quot;).</extracomment>
        <translation>完了：{what}。Ctrl+Z で取り消せます。</translation>
    </message>
    <message>
        <source>This is dated {day}, after tomorrow. Games are entered once they are played, and an adjustment dated ahead would already show as the rank today. Is the date right (and this computer&apos;s clock)? Save it all the same?</source>
        <extracomment>Asked before a game or adjustment dated after tomorrow is saved; {day} is its date (&quot;Sunday 28 November 2027&quot;).</extracomment>
        <translation>日付が {day} で、明日より後になっています。対局は打った後に入力するものです。また、先の日付の段級調整は今日の段級としてすでに表示されてしまいます。日付（とこのコンピューターの時計）は正しいですか？このまま保存しますか？</translation>
    </message>
    <message>
        <source>A date after tomorrow</source>
        <translation>明日より後の日付</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Correct the date</source>
        <translation>日付を直す</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終対局</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>掲載</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Prior grade</source>
        <translation>以前の段級位</translation>
    </message>
    <message>
        <source>EGD pin</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <extracomment>A player&apos;s number in the French federation&apos;s rating ladder (FFG), and his ID in the American one (AGA).</extracomment>
        <translation>FFG ライセンス番号</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活動中</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>黒の段級</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>白の段級</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Piece handicap</source>
        <translation>駒落ち</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>対局前の段級</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>対局前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>増減</translation>
    </message>
    <message>
        <source>After</source>
        <translation>対局後</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>対局後の段級</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>初期段級</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>初期レーティング</translation>
    </message>
    <message>
        <source>Starting index</source>
        <translation>初期インデックス</translation>
    </message>
    <message>
        <source>Starting grade</source>
        <translation>初期段級位</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The workbook&apos;s sheet names (at most 31 characters, none of : / \ ? * [ ]).</extracomment>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>調整</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): yes.</extracomment>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <extracomment>A workbook cell (Standings: Listed; Players: Active): no.</extracomment>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>won</source>
        <extracomment>A workbook cell (History: Result): the player won the game.</extracomment>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>A workbook cell (History: Result): the player lost the game.</extracomment>
        <translation>負け</translation>
    </message>
    <message>
        <source>jigo</source>
        <extracomment>A workbook cell (History: Result): a drawn Go game (jigo).</extracomment>
        <translation>ジゴ</translation>
    </message>
</context>
<context>
    <name>_Reporter</name>
    <message numerus="yes">
        <source>%n error(s) so far; the log has each one.</source>
        <translation>
            <numerusform>これまでに %n 件のエラーがありました。詳細はログにあります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>ログフォルダーを開く</translation>
    </message>
</context>
</TS>
