from torch import nn


class LapForecaster(nn.Module):
    def __init__(self, n_in, hidden, cell="gru", layers=1, dropout=0.0):
        super().__init__()
        rnn_cls = {"gru": nn.GRU, "lstm": nn.LSTM}[cell]
        self.rnn = rnn_cls(n_in, hidden, num_layers=layers, batch_first=True,
                           dropout=dropout if layers > 1 else 0.0)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        # predict the change from the current lap's RMS (feature 0)
        out, state = self.rnn(x, state)
        return x[..., 0] + self.head(out).squeeze(-1), state
