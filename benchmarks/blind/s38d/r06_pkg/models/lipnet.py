import torch.nn as nn


class LipNetLite(nn.Module):
    """Spatio-temporal conv front-end over mouth crops + BiGRU, trained with CTC over characters."""

    def __init__(self, vocab_size, hidden=32, width=8):
        super().__init__()
        self.front = nn.Sequential(
            nn.Conv3d(1, width, (3, 5, 5), stride=(1, 2, 2), padding=(1, 2, 2)), nn.BatchNorm3d(width), nn.ReLU(),
            nn.MaxPool3d((1, 2, 2)),
            nn.Conv3d(width, width * 2, (3, 3, 3), padding=1), nn.BatchNorm3d(width * 2), nn.ReLU(),
            nn.AdaptiveAvgPool3d((None, 2, 2)),
        )
        self.gru = nn.GRU(width * 2 * 4, hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, vocab_size)

    def forward(self, clips):                       # B, 1, T, H, W
        f = self.front(clips)                       # B, C, T, 2, 2
        f = f.permute(0, 2, 1, 3, 4).flatten(2)     # B, T, C*4
        h, _ = self.gru(f)
        return self.fc(h).log_softmax(-1)           # B, T, V
