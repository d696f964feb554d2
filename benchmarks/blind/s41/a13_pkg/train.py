import torch

from .gan_trainer import GANArguments, GumbelGANTrainer
from .names import CharCodec, place_names
from .nets import NameCritic, NameGenerator


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    codec = CharCodec(max_len=12)
    real = codec.one_hot(place_names(2000, seed=0))
    args = GANArguments()
    generator = NameGenerator(args.noise_dim, len(codec), codec.max_len)
    critic = NameCritic(len(codec))
    trainer = GumbelGANTrainer(generator, critic, real, args, codec)
    print("samples:", trainer.train())
    return trainer


if __name__ == "__main__":
    main()
