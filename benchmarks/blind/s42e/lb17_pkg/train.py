import time

import torch

from .fitting import compiled_loss, make_optimizer, r2
from .grove import K_TRUE, SPECIES, shoot_records
from .model import GrowthModel, adapt_head
from .params import logistic_params


def main(steps=600, batch=256, warmup=5):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    sp, day, weather, height = shoot_records(6000, gen)
    spv, dayv, wv, hv = shoot_records(1000, gen)
    model = adapt_head(GrowthModel(logistic_params(len(SPECIES), gen), len(SPECIES)))
    model.species_emb.weight.requires_grad_(False)      # fixed random species codes
    opt = make_optimizer(model)
    t0 = None
    for it in range(warmup + steps):
        if it == warmup:
            t0 = time.perf_counter()
        idx = torch.randint(0, sp.shape[0], (batch,), generator=gen)
        opt.zero_grad(set_to_none=True)
        pred = model(sp[idx], day[idx], weather[idx])
        rel = compiled_loss(pred, height[idx])
        rel.backward()
        opt.step()
        if it >= warmup and (it - warmup) % 150 == 0:
            print(f"step {it - warmup:4d} rel.sq.err {rel.item():.5f}  "
                  f"valid R2 {r2(model, spv, dayv, wv, hv):.4f}")
    dt = time.perf_counter() - t0
    print(f"{steps} steps in {dt:.2f}s ({steps * batch / dt:.0f} records/s)")
    k_fit = model.curve["log_K"].detach().exp()
    for name, k, kt in zip(SPECIES, k_fit.tolist(), K_TRUE.tolist()):
        print(f"  {name:8s} final height {k:5.2f} m (true {kt:.1f})")


if __name__ == "__main__":
    main()
