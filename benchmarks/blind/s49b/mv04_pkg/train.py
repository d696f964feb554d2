import numpy as np
import torch

from .evaluator import hit_rate
from .events import forage_stream
from .memory import ApiaryMemory
from .model import ForageLinkModel
from .trainer import train_one_pass


def main(passes=3, mem_dim=16, batch_size=100, lr=0.005, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    stream, n_hives, n_patches = forage_stream(seed=seed)
    cut = int(0.8 * stream["hive"].shape[0])
    train_s = {k: v[:cut] for k, v in stream.items()}
    test_s = {k: v[cut:] for k, v in stream.items()}
    memory = ApiaryMemory(n_hives + n_patches, mem_dim, 2 * mem_dim + 2)
    model = ForageLinkModel(memory, n_hives, n_patches, mem_dim)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    gen = torch.Generator().manual_seed(seed)
    for p in range(passes):
        loss = train_one_pass(model, train_s, opt, batch_size, n_patches, gen)
        print(f"pass {p + 1}  margin loss {loss:.4f}")
    print("hit@5 on the last fifth of the season", round(hit_rate(model, test_s, batch_size, n_patches), 4))


if __name__ == "__main__":
    main()
