import torch

from constraints import spectral_angle
from scene import synthetic_scene
from trainer import UnmixingTrainer
from unmix import UnmixingAutoencoder


def best_match_sad(est, ref):
    angles = spectral_angle(est.unsqueeze(1), ref.unsqueeze(0))
    return angles.min(dim=0).values.mean().item()


def main(epochs=4):
    torch.manual_seed(0)
    pixels, _, E = synthetic_scene()
    loader = list(pixels.split(128))
    model = UnmixingAutoencoder(pixels.shape[1], E.shape[0])
    trainer = UnmixingTrainer(model)
    trainer.reinitialise_endmembers(pixels)
    print(f"init   mean SAD to true endmembers {best_match_sad(model.decoder.endmembers.detach(), E):.2f} deg")
    for epoch in range(epochs):
        loss = trainer.fit_epoch(loader)
        print(f"epoch {epoch}  loss {loss:.5f}  SAD {best_match_sad(model.decoder.endmembers.detach(), E):.2f} deg")


if __name__ == "__main__":
    main()
