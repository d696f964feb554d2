from torch import nn


class PriceMLP(nn.Module):
    def __init__(self, d_in, hidden=32):
        super().__init__()
        self.fc1 = nn.Linear(d_in, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.head = nn.Linear(hidden, 1)
        self.act = nn.Tanh()

    def forward(self, x):
        return self.head(self.act(self.fc2(self.act(self.fc1(x)))))
