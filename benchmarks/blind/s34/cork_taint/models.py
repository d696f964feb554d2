from torch import nn

MODELS = {}


def register_model(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


@register_model("ecd_cnn")
class ECDNet(nn.Module):
    def __init__(self, n_classes, width=16, dropout=0.1):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(width, 2 * width, 5, padding=2), nn.BatchNorm1d(2 * width), nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(2 * width, 2 * width, 5, padding=2), nn.ReLU(),
            nn.AdaptiveMaxPool1d(4),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(dropout),
                                  nn.Linear(8 * width, n_classes))

    def forward(self, x):
        return self.head(self.features(x))
