import csv
import os


class CSVWriter:
    """Tiny SummaryWriter look-alike that appends (tag, step, value) rows to a CSV file."""

    def __init__(self, logdir):
        os.makedirs(logdir, exist_ok=True)
        self.path = os.path.join(logdir, "scalars.csv")
        self.rows = []

    def add_scalar(self, tag, value, step):
        self.rows.append((tag, step, value))

    def flush(self):
        with open(self.path, "w", newline="") as f:
            csv.writer(f).writerows(self.rows)
