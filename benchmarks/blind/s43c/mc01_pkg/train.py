import math
import time
from types import SimpleNamespace

import torch
import torch.nn.functional as F

from . import corpus
from .model import TuneLSTM
from .stream import StatefulLM

cfg = SimpleNamespace(tunes=160, lanes=16, window=32, dim=64, lr=3e-3, clip=0.5,
                      epochs=2, log_every=10, seed=0)


def run_epoch(lm, opt, lanes, epoch):
    lm.net.train()
    lm.reset()
    total, count = 0.0, 0
    for i, (src, tgt) in enumerate(corpus.bptt_windows(lanes, cfg.window)):
        logits = lm(src)
        nll = F.cross_entropy(logits.reshape(-1, corpus.VOCAB), tgt.reshape(-1))
        opt.zero_grad()
        nll.backward()
        torch.nn.utils.clip_grad_norm_(lm.net.parameters(), cfg.clip)
        opt.step()
        total += nll.item() * tgt.numel()
        count += tgt.numel()
        if i % cfg.log_every == 0:
            print(f"epoch {epoch} chunk {i:3d} nll {nll.item():.3f}")
    return total / count


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    stream = corpus.build_stream(cfg.tunes, seed=cfg.seed)
    lanes = corpus.batchify(stream, cfg.lanes)
    print(f"{stream.numel()} tokens, lanes {tuple(lanes.shape)}")

    net = TuneLSTM(corpus.VOCAB, dim=cfg.dim)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    lm = StatefulLM(net)
    for epoch in range(cfg.epochs):
        t0 = time.time()
        avg = run_epoch(lm, opt, lanes, epoch)
        print(f"epoch {epoch}: nll {avg:.3f}  ppl {math.exp(avg):.1f}  ({time.time() - t0:.1f}s)")

    net.eval()
    prompt = lanes[:2, :12]
    print("continuation:", lm.improvise(prompt, 16).tolist())


if __name__ == "__main__":
    main()
