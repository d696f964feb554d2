import sys

import torch
import torch.nn.functional as F

from .config import load
from .model import ContactNet
from .postprocess import drop_local_contacts, top_l_precision
from .proteins import batches, random_chains


def main(overrides):
    cfg = load(overrides)
    torch.manual_seed(0)
    seqs, contacts = random_chains(cfg.data.n_train, cfg.data.length, cfg.data.cutoff)
    model = ContactNet(cfg.model)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.optim.lr)
    for epoch in range(cfg.optim.epochs):
        for seq, target in batches(seqs, contacts, cfg.data.batch_size):
            probs = model(seq)
            probs = drop_local_contacts(probs, cfg.post)
            loss = F.binary_cross_entropy(probs, target)
            opt.zero_grad()
            loss.backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            p = drop_local_contacts(model(seqs), cfg.post)
            print(f"epoch {epoch} loss {loss.item():.4f} "
                  f"top-L precision {top_l_precision(p, contacts, cfg.post.min_separation):.3f}")
        model.train()


if __name__ == "__main__":
    main(sys.argv[1:])
