class Accumulator:
    """Counts micro-batches and says when an optimizer step is due."""

    def __init__(self, every):
        self.every = every
        self.pending = 0

    def scale(self, loss):
        return loss / self.every

    def tick(self):
        self.pending += 1
        if self.pending == self.every:
            self.pending = 0
            return True
        return False

    def flush(self):
        due = self.pending > 0
        self.pending = 0
        return due
