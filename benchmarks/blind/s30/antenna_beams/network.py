from torch import nn

from antenna_beams.array import ELEMENTS, SECTORS

N_FEATURES = ELEMENTS * (ELEMENTS + 1)


class DoaNet(nn.Module):
    def __init__(self, hidden=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(N_FEATURES, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
        )
        self.sector_head = nn.Linear(hidden, len(SECTORS))

    def forward(self, feats):
        return self.sector_head(self.body(feats))
