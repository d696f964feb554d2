import torch

from .loop import WassersteinLoop
from .nets import Critic, Sampler
from .ops import draw


def ring_batches(n_batches, batch_size, radius=2.0):
    for _ in range(n_batches):
        angle = torch.rand(batch_size) * 6.2832
        pts = torch.stack([angle.cos(), angle.sin()], dim=1) * radius
        yield pts + 0.05 * torch.randn_like(pts) + torch.tensor([1.0, -1.0])


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    loop = WassersteinLoop(Sampler(), Critic())
    target = torch.tensor([1.0, -1.0])
    print(f"start: centre error {(draw(loop.sampler, 512).mean(dim=0) - target).norm():.3f}")
    for epoch in range(3):
        w = loop.run_epoch(ring_batches(300, 64))
        err = (draw(loop.sampler, 512).mean(dim=0) - target).norm()
        print(f"epoch {epoch}: critic W-estimate {w:.4f} centre error {err:.3f}")
    return loop


if __name__ == "__main__":
    main()
