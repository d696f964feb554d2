import torch

from .functional import mse
from .inner import adapt
from .params import as_trainable, init_params
from .tasks import sample_task


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    params = as_trainable(init_params())
    meta_opt = torch.optim.Adam(list(params.values()), lr=1e-3)
    for it in range(150):
        meta_loss = 0.0
        for _ in range(4):
            draw = sample_task()
            xs, ys = draw(10)
            xq, yq = draw(10)
            fast = adapt(params, xs, ys, inner_lr=0.01, steps=1)
            meta_loss = meta_loss + mse(fast, xq, yq)
        meta_loss = meta_loss / 4
        meta_opt.zero_grad()
        meta_loss.backward()
        meta_opt.step()
        if it % 30 == 0:
            print(f"iter {it} query mse {meta_loss.item():.4f}")


if __name__ == "__main__":
    main()
