class History:
    """Per-epoch log kept on the trial, so the study can print learning curves later."""

    def __init__(self):
        self.rows = []

    def log(self, epoch, **values):
        self.rows.append({"epoch": epoch, **values})

    def curve(self, key):
        return [row[key] for row in self.rows]


class EarlyStopping:
    def __init__(self, patience=5, min_delta=0.02):
        self.patience, self.min_delta = patience, min_delta
        self.best, self.stale = float("inf"), 0

    def should_stop(self, value):
        if value < self.best - self.min_delta:
            self.best, self.stale = value, 0
        else:
            self.stale += 1
        return self.stale >= self.patience
