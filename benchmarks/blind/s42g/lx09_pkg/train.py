import torch

from .dist_env import DistributedWrapper, Runtime, unwrap_model
from .flights import ShardedSampler, carousel_log
from .loop import train_one_epoch
from .regressor import build_regressor


def main(epochs=6, batch=64):
    torch.manual_seed(0)
    rt = Runtime()
    x, y = carousel_log(3000)
    wrapped = DistributedWrapper(build_regressor(), rt)
    optim = torch.optim.RMSprop(wrapped.parameters(), lr=1e-3)
    sampler = ShardedSampler(x.shape[0], rt)
    history = []
    for epoch in range(epochs):
        sampler.set_epoch(epoch)
        stats = train_one_epoch(wrapped, optim, x, y, sampler, batch)
        history.append(stats)
        if rt.main_process:
            print(f"epoch {epoch} mean huber {float(stats['loss_sum']) / stats['n']:.3f}")
    if rt.main_process:
        state = {k: v.clone() for k, v in unwrap_model(wrapped).state_dict().items()}
        print("checkpoint ready:", len(state), "tensors")
    return history


if __name__ == "__main__":
    main()
