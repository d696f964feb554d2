import torch
import torch.nn as nn


class StrokeGenerator(nn.Module):
    """Text + style noise -> pen offsets (dx, dy, pen-up logit) for each time step."""

    def __init__(self, num_chars, noise_dim, hidden, steps_per_char):
        super().__init__()
        self.steps_per_char = steps_per_char
        self.char_embed = nn.Embedding(num_chars, hidden)
        self.style = nn.Linear(noise_dim, hidden)
        self.rnn = nn.GRU(hidden, hidden, num_layers=2, batch_first=True)
        self.out = nn.Linear(hidden, 3)

    def forward(self, text, noise):
        e = self.char_embed(text).repeat_interleave(self.steps_per_char, dim=1)
        h, _ = self.rnn(e + self.style(noise)[:, None, :])
        o = self.out(h)
        return torch.cat([torch.tanh(o[..., :2]), torch.sigmoid(o[..., 2:])], -1)


class StrokeDiscriminator(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(3, hidden, 5, padding=2), nn.LeakyReLU(0.2),
                                  nn.Conv1d(hidden, hidden, 5, padding=2, stride=2), nn.LeakyReLU(0.2))
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.score = nn.Linear(hidden, 1)

    def forward(self, strokes):
        h = self.conv(strokes.transpose(1, 2)).transpose(1, 2)
        _, last = self.rnn(h)
        return self.score(last[-1]).squeeze(-1)
