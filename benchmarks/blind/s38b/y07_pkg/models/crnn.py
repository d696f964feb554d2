import torch.nn as nn


class CRNN(nn.Module):
    def __init__(self, n_classes, height=8, hidden=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
            nn.MaxPool2d((2, 1)),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
        )
        self.rnn = nn.GRU(32 * (height // 2), hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, n_classes)

    def forward(self, img):
        f = self.conv(img)
        b, c, h, w = f.shape
        seq = f.permute(0, 3, 1, 2).reshape(b, w, c * h)
        out, _ = self.rnn(seq)
        return self.fc(out).log_softmax(-1)
