from torch import nn


class StatefulForecaster(nn.Module):
    """Keeps its recurrent state between calls, like a Keras `stateful=True` LSTM."""

    def __init__(self, n_in, hidden, layers=1):
        super().__init__()
        self.lstm = nn.LSTM(n_in, hidden, num_layers=layers, batch_first=True)
        self.head = nn.Linear(hidden, 1)
        self.state = None

    def reset_state(self):
        self.state = None

    def detach_state(self):
        if self.state is not None:
            self.state = tuple(s.detach() for s in self.state)

    def forward(self, x):
        out, self.state = self.lstm(x, self.state)
        return self.head(out)
