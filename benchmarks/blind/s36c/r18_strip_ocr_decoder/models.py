import torch
import torch.nn as nn
import torch.nn.functional as F

from r18_strip_ocr_decoder.glyphs import SOS_token


class StripEncoder(nn.Module):
    """Conv features per pixel column plus a learned column-position embedding."""

    def __init__(self, hidden_size, height=7, max_width=64):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(),
            nn.Conv2d(16, 16, 3, padding=1), nn.ReLU(),
        )
        self.proj = nn.Linear(16 * height, hidden_size)
        self.position = nn.Embedding(max_width, hidden_size)
        self.init_hidden = nn.Linear(hidden_size, hidden_size)

    def forward(self, images):
        cols = self.conv(images).flatten(1, 2).transpose(1, 2)
        pos = self.position(torch.arange(cols.shape[1], device=images.device))
        enc_out = torch.tanh(self.proj(cols) + pos)
        hidden = torch.tanh(self.init_hidden(enc_out.mean(dim=1))).unsqueeze(0)
        return enc_out, hidden


class AttnDecoderRNN(nn.Module):
    """Luong-style dot attention over the encoder's columns."""

    def __init__(self, hidden_size, output_size):
        super().__init__()
        self.embedding = nn.Embedding(output_size, hidden_size)
        self.gru = nn.GRU(2 * hidden_size, hidden_size, batch_first=True)
        self.out = nn.Linear(2 * hidden_size, output_size)

    def step(self, token, hidden, enc_out):
        query = hidden[-1].unsqueeze(1)
        weights = F.softmax(query @ enc_out.transpose(1, 2), dim=-1)
        context = weights @ enc_out
        output, hidden = self.gru(torch.cat([self.embedding(token), context], -1), hidden)
        return F.log_softmax(self.out(torch.cat([output, context], -1)), -1), hidden

    def forward(self, enc_out, hidden, max_steps, target=None, teacher_forcing=False):
        token = torch.full((enc_out.shape[0], 1), SOS_token, dtype=torch.long)
        outputs = []
        for t in range(max_steps):
            log_probs, hidden = self.step(token, hidden, enc_out)
            outputs.append(log_probs)
            if teacher_forcing and target is not None:
                token = target[:, t:t + 1]
            else:
                token = log_probs.argmax(-1).detach()
        return torch.cat(outputs, 1)
