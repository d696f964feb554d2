"""Product tower pre-trained on co-purchases (item2vec-style), shipped as a checkpoint."""
import io

import torch
import torch.nn.functional as F

from .towers import ProductEncoder


def pretrain_product_encoder(aisle_of, pairs, epochs=3, batch=1024, lr=5e-3):
    enc = ProductEncoder(aisle_of)
    opt = torch.optim.Adam(enc.parameters(), lr=lr)
    left, right = pairs
    for _ in range(epochs):
        perm = torch.randperm(len(left))
        for s in range(0, len(left), batch):
            idx = perm[s:s + batch]
            a, b = enc(left[idx]), enc(right[idx])
            ce = F.cross_entropy(a @ b.T / 0.1, torch.arange(len(idx)))
            opt.zero_grad()
            ce.backward()
            opt.step()
    buf = io.BytesIO()
    torch.save(enc.state_dict(), buf)
    return buf.getvalue()


def load_product_encoder(blob, aisle_of):
    """The catalogue team's tower: we serve it as is, so it is not trained here."""
    enc = ProductEncoder(aisle_of)
    enc.load_state_dict(torch.load(io.BytesIO(blob)))
    return enc.eval()
