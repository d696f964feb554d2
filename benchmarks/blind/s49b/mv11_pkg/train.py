import numpy as np
import torch

from .evaluator import recall
from .finetune import freeze_pretrained, make_optimizer
from .model import TankRecommender, chemistry_embedding
from .tanks import chemistry_and_logs
from .trainer import bpr_epoch


def main(epochs=12, emb_dim=8, hidden=32, batch=256, lr=0.01, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    data = chemistry_and_logs(seed=seed)
    table = chemistry_embedding(data["chem"], emb_dim)
    model = freeze_pretrained(TankRecommender(data["n_keepers"], table, hidden))
    opt = make_optimizer(model, lr=lr)
    gen = torch.Generator().manual_seed(seed)
    for epoch in range(epochs):
        loss = bpr_epoch(model, opt, *data["train"], data["n_species"], batch, gen)
        if (epoch + 1) % 4 == 0:
            warm = recall(model, data["train"], data["warm_test"])
            cold = recall(model, data["train"], data["cold_test"])
            print(f"epoch {epoch + 1:02d}  bpr {loss:.4f}  recall@10 warm {warm:.4f}  cold-start {cold:.4f}")


if __name__ == "__main__":
    main()
