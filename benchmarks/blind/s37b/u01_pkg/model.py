import torch.nn as nn


class LSTMForecaster(nn.Module):
    def __init__(self, hidden, layers, horizon):
        super().__init__()
        self.rnn = nn.LSTM(1, hidden, num_layers=layers, batch_first=True)
        self.proj = nn.Sequential(nn.Linear(hidden, hidden), nn.GELU(), nn.Linear(hidden, horizon))

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.proj(out[:, -1])
