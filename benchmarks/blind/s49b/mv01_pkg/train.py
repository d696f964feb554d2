import numpy as np
import torch

from .data import TripletSampler, make_firing_log
from .evaluator import recall_at_k
from .model import GlazeMF
from .optim import build_optimizers
from .trainer import fit


def main(epochs=6, dim=16, batch_size=256, emb_lr=0.01, dense_lr=0.003, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    split, chem, n_potters, n_glazes = make_firing_log(seed=seed)
    model = GlazeMF(n_potters, n_glazes, chem, dim=dim)
    sparse_opt, dense_opt = build_optimizers(model, emb_lr=emb_lr, dense_lr=dense_lr)
    gen = torch.Generator().manual_seed(seed)
    sampler = TripletSampler(*split["train"], n_glazes, batch_size, gen)

    def evaluate_fn(m):
        return recall_at_k(m, split["train"], split["test"])

    history = fit(model, sampler, sparse_opt, dense_opt, epochs, evaluate_fn=evaluate_fn)
    print("final bpr", round(history[-1], 4), "recall@10", round(evaluate_fn(model), 4))


if __name__ == "__main__":
    main()
