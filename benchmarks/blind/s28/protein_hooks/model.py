from torch import nn


class WindowCNN(nn.Module):
    def __init__(self, channels=20, width=64, states=3):
        super().__init__()
        self.conv1 = nn.Conv1d(channels, width, 5, padding=2)
        self.act1 = nn.ReLU()
        self.conv2 = nn.Conv1d(width, width, 5, padding=2)
        self.act2 = nn.ReLU()
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.fc = nn.Linear(width, width)
        self.act3 = nn.ReLU()
        self.out = nn.Linear(width, states)

    def forward(self, window):
        h = self.act1(self.conv1(window))
        h = self.act2(self.conv2(h))
        h = self.pool(h).flatten(1)
        return self.out(self.act3(self.fc(h)))
