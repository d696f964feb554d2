import torch
import torch.nn as nn


class KpHead(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.inp = nn.Linear(hidden, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def forward(self, feats, state=None):
        drive = torch.tanh(self.inp(feats))
        states, state = self.rnn(drive, state)
        return drive, states, state


class Nowcaster(nn.Module):
    def __init__(self, encoder, head):
        super().__init__()
        self.encoder = encoder
        self.head = head

    def forward(self, x, states=(None, None)):
        enc_state, head_state = states
        feats, enc_state = self.encoder(x, enc_state)
        drive, hs, head_state = self.head(feats, head_state)
        return self.head.out(hs).squeeze(-1) * 3 + 2, drive, (enc_state, head_state)
