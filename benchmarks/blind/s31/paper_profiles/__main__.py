import torch

from .nets import ProfileCritic, ProfileGenerator
from .phases import critic_phase, generator_phase
from .profiles import scans, stream, summary
from .state import TrainState


@torch.no_grad()
def compare(gen, reference):
    fake = summary(gen.module(gen.module.noise(reference["n"])))
    gap = (fake["spectrum"] - reference["spectrum"]).abs().sum().item()
    return {k: round(fake[k], 3) for k in ("edge", "streak", "spread")} | {"spectrum_gap": round(gap, 2)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(31)
    reference = summary(scans(2000, g)) | {"n": 2000}
    print("real scans:", {k: round(reference[k], 3) for k in ("edge", "streak", "spread")})
    gen = TrainState.create(ProfileGenerator(), torch.optim.Adam, lr=2e-4, betas=(0.5, 0.999))
    critic = TrainState.create(ProfileCritic(), torch.optim.Adam, lr=2e-4, betas=(0.5, 0.999))
    print("untrained generator:", compare(gen, reference))
    real_batches = stream(64, g)
    for epoch in range(3):
        for _ in range(150):
            gen, generated = generator_phase(gen, critic, 64)
            critic, critic_loss = critic_phase(critic, next(real_batches), generated)
        print(f"epoch {epoch} (steps g={gen.step}, c={critic.step}): critic {critic_loss:.3f} "
              f"generator {generated.loss:.3f}", compare(gen, reference))


if __name__ == "__main__":
    main()
