from dataclasses import dataclass

import torch

from .agem import AGEMLearner
from .glove_net import GloveNet
from .memory import EpisodicMemory
from .signers import HANDSHAPES, N_SENSORS, signer_stream


@dataclass
class Config:
    n_signers: int = 4
    per_class: int = 60
    width: int = 64
    lr: float = 0.05
    epochs: int = 5
    batch_size: int = 32
    mem_per_task: int = 64
    mem_batch: int = 64
    seed: int = 0


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    net = GloveNet(N_SENSORS, len(HANDSHAPES), cfg.width)
    opt = torch.optim.SGD(net.parameters(), lr=cfg.lr)
    learner = AGEMLearner(net, opt, EpisodicMemory(cfg.mem_per_task, cfg.seed), cfg)

    seen = []
    for signer, train, test in signer_stream(cfg.n_signers, cfg.per_class, cfg.seed):
        learner.fit_task(signer, train)
        seen.append(test)
        accs = [learner.accuracy(t) for t in seen]
        n_proj = sum(h["projected"] for h in learner.history)
        print(f"after signer {signer}: acc per signer "
              + " ".join(f"{a:.2f}" for a in accs)
              + f" | mean {sum(accs) / len(accs):.3f} | projected steps so far {n_proj}")
    return learner


if __name__ == "__main__":
    main()
