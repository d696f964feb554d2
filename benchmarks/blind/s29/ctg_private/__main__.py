import torch
from torch.func import functional_call

from .ctg import CLASSES, ctg_records
from .net import make_net
from .private import momentum_update, per_example_grads, privatize


def balanced_accuracy(model, params, x, y):
    with torch.no_grad():
        pred = functional_call(model, params, (x,)).argmax(1)
    recalls = [(pred[y == k] == k).float().mean().item() for k in range(len(CLASSES))]
    return round(sum(recalls) / len(recalls), 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(6)
    x, y = ctg_records(6000, rng)
    test_x, test_y = ctg_records(2000, rng)
    model = make_net()
    params = {name: p.detach().clone() for name, p in model.named_parameters()}
    velocity = {name: torch.zeros_like(p) for name, p in params.items()}
    grads_fn = per_example_grads(model)
    batch, steps, lr = 256, 600, 0.05
    sample_rate = batch / len(x)
    print(f"untrained balanced accuracy {balanced_accuracy(model, params, test_x, test_y)}")
    for step in range(steps):
        idx = torch.nonzero(torch.rand(len(x), generator=rng) < sample_rate).squeeze(1)
        grads = grads_fn(params, x[idx], y[idx])
        noisy = privatize(grads, clip=1.0, noise_multiplier=1.1, generator=rng)
        params, velocity = momentum_update(params, noisy, velocity, lr)
        if step % 150 == 149:
            print(f"step {step + 1}: balanced accuracy {balanced_accuracy(model, params, test_x, test_y)}")
    model.load_state_dict(params)
    print(f"final model: balanced accuracy {balanced_accuracy(model, dict(model.named_parameters()), test_x, test_y)}"
          f" (noise multiplier 1.1, sampling rate {sample_rate:.3f}, {steps} steps)")


if __name__ == "__main__":
    main()
