"""PySide6 windows, Qt models, dialogs, the history chart and undo commands: only the controller is called."""
