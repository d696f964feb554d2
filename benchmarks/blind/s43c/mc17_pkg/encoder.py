"""Solar-wind encoder, pretrained by next-sample prediction on the monitor archive."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class WindEncoder(nn.Module):
    def __init__(self, n_in, hidden=32):
        super().__init__()
        self.rnn = nn.GRU(n_in, hidden, batch_first=True)

    def forward(self, x, state=None):
        return self.rnn(x, state)


def pretrain(encoder, x, epochs=2, batch=32, lr=3e-3):
    predictor = nn.Linear(encoder.rnn.hidden_size, x.size(-1))
    opt = torch.optim.Adam(list(encoder.parameters()) + list(predictor.parameters()), lr=lr)
    for epoch in range(epochs):
        perm = torch.randperm(x.size(0))
        tot = 0.0
        for i in range(0, x.size(0), batch):
            xb = x[perm[i:i + batch]]
            h, _ = encoder(xb[:, :-1])
            loss = F.mse_loss(predictor(h), xb[:, 1:])
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item()
        print(f"pretrain epoch {epoch}  next-sample mse {tot / -(-x.size(0) // batch):.4f}")


def freeze(module):
    for p in module.parameters():
        p.requires_grad_(False)
    return module.eval()
