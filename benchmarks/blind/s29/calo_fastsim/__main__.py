import torch

from .game import play_round
from .nets import ShowerCritic, ShowerGenerator
from .players import make_player
from .showers import batches, mean_depth, shower_profiles


@torch.no_grad()
def profile_error(generator, fractions, cond):
    fake = generator(torch.randn(len(cond), generator.latent_dim), cond)
    layer_err = (fake.mean(0) - fractions.mean(0)).abs().sum().item()
    depth_err = (mean_depth(fake) - mean_depth(fractions)).abs().mean().item()
    return round(layer_err, 4), round(depth_err, 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = torch.Generator().manual_seed(1)
    fractions, cond = shower_profiles(8192, data)
    test_fractions, test_cond = shower_profiles(2048, data)

    generator = make_player("generator", ShowerGenerator(), lr=1e-3)
    critic = make_player("critic", ShowerCritic(), lr=1e-3)
    print("untrained (layer L1, depth error):", profile_error(generator.net, test_fractions, test_cond))
    for epoch in range(12):
        d_sum = g_sum = 0.0
        n = 0
        for real, c in batches(fractions, cond, 128, data):
            d_loss, g_loss = play_round(generator, critic, real, c)
            d_sum, g_sum, n = d_sum + d_loss, g_sum + g_loss, n + 1
        if epoch % 3 == 2:
            print(f"epoch {epoch}: d {d_sum / n:.3f} g {g_sum / n:.3f}",
                  profile_error(generator.net, test_fractions, test_cond))
    print("final (layer L1, depth error):", profile_error(generator.net, test_fractions, test_cond))


if __name__ == "__main__":
    main()
