import torch

from .decoding import greedy_decode
from .roman import TGT


def evaluation_loop(model, split, batch_size=100):
    model.eval()
    exact, total, val_loss = 0, 0, 0.0
    for i in range(0, split["src"].size(0), batch_size):
        src, tgt = split["src"][i:i + batch_size], split["tgt"][i:i + batch_size]
        with torch.no_grad():
            val_loss += model(src, tgt, teacher_forcing_ratio=1.0)["loss"].item() * src.size(0)
        pred = greedy_decode(model, src, TGT.BOS, TGT.EOS, max_len=tgt.size(1))
        for p, g in zip(pred.tolist(), tgt[:, 1:].tolist()):
            exact += TGT.decode(p) == TGT.decode(g)
            total += 1
    model.train()
    return {"val_loss": val_loss / total, "exact_match": exact / total}
