import random

import torch
from torch.optim.lr_scheduler import LambdaLR

from .decoding import beam_search
from .evaluate import evaluation_loop
from .model import RomanTranslator
from .roman import SRC, TGT, make_splits, to_roman


def run(epochs=8, batch_size=64, lr=3e-3, warmup=40):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    random.seed(0)
    train_split, val_split = make_splits()
    net = RomanTranslator(len(SRC), len(TGT))
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    sched = LambdaLR(opt, lambda s: min(1.0, (s + 1) / warmup))
    n = train_split["src"].size(0)
    for epoch in range(epochs):
        ratio = max(0.6, 1.0 - 0.08 * epoch)
        perm = torch.randperm(n)
        for i in range(0, n, batch_size):
            idx = perm[i:i + batch_size]
            out = net(train_split["src"][idx], train_split["tgt"][idx], teacher_forcing_ratio=ratio)
            opt.zero_grad()
            out["loss"].backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            opt.step()
            sched.step()
        metrics = evaluation_loop(net, val_split)
        print(f"epoch {epoch} tf_ratio {ratio:.2f} val_loss {metrics['val_loss']:.3f} "
              f"exact {metrics['exact_match']:.3f}")
    for number in val_split["numbers"][:3]:
        src = torch.tensor([SRC.encode(to_roman(number))])
        print(f"  {number} -> beam: {TGT.decode(beam_search(net, src, TGT.BOS, TGT.EOS))}")
    return net


if __name__ == "__main__":
    run()
