from torch import nn


class MotifScanner(nn.Module):
    """Convolutional motif detectors, max-pooled along the sequence."""

    def __init__(self, filters=16, width=6, dropout=0.2):
        super().__init__()
        self.scan = nn.Conv1d(4, filters, kernel_size=width)
        self.drop = nn.Dropout(dropout)
        self.classify = nn.Linear(filters, 2)

    def forward(self, onehot):
        hits = self.scan(onehot).relu().amax(dim=2)
        return self.classify(self.drop(hits))
