from torch import nn


class PeakNet(nn.Module):
    def __init__(self, n_compounds, trace_len, width=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, width, 9, padding=4),
            nn.GELU(),
            nn.MaxPool1d(2),
            nn.Conv1d(width, 2 * width, 7, padding=3),
            nn.GELU(),
            nn.MaxPool1d(2),
        )
        self.quantify = nn.Sequential(
            nn.Flatten(),
            nn.Linear(2 * width * (trace_len // 4), 64),
            nn.GELU(),
            nn.Linear(64, n_compounds),
        )

    def forward(self, trace):
        return self.quantify(self.features(trace))
