import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


class NoteTranscriber(nn.Module):
    def __init__(self, n_bands, n_labels, hidden=48):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(n_bands, hidden, 3, padding=1), nn.ReLU())
        self.lstm = nn.LSTM(hidden, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, n_labels + 1)

    def forward(self, spec, lens):
        z = self.conv(spec.transpose(1, 2)).transpose(1, 2)
        packed = pack_padded_sequence(z, lens, batch_first=True, enforce_sorted=False)
        h, _ = self.lstm(packed)
        h, _ = pad_packed_sequence(h, batch_first=True, total_length=spec.size(1))
        return F.log_softmax(self.out(h), dim=-1)
