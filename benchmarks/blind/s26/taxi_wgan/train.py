import torch

from nets import Critic, TripGenerator
from sampler import Sampler
from steps import make_critic_step, make_generator_step
from trips import COLUMNS, Scaler, taxi_trips

OPTIONS = {"trips": 20000, "noise_dim": 8, "batch": 256, "iterations": 400, "critic_steps": 3,
           "gp_weight": 10.0, "adam": {"lr": 5e-4, "betas": (0.5, 0.9)}}


def column_w1(a, b):
    qa = a.sort(dim=0).values
    qb = b.sort(dim=0).values
    return (qa - qb).abs().mean(0)


def describe(tag, encoded, reference):
    w1 = column_w1(encoded, reference)
    corr = torch.corrcoef(encoded[:, :3].T)
    print(f"{tag}: per-column W1 (std units) {w1.mean():.3f} | corr(distance, duration) "
          f"{corr[0, 1]:.2f} corr(duration, fare) {corr[1, 2]:.2f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data_rng = torch.Generator().manual_seed(0)
    real_trips = taxi_trips(OPTIONS["trips"], data_rng)
    scaler = Scaler(real_trips)
    encoded = scaler.encode(real_trips)

    generator = TripGenerator(OPTIONS["noise_dim"], len(COLUMNS))
    critic = Critic(len(COLUMNS))
    sample = Sampler(generator)
    critic_step = make_critic_step(
        critic, sample, torch.optim.Adam(critic.parameters(), **OPTIONS["adam"]), OPTIONS["gp_weight"])
    generator_step = make_generator_step(
        generator, critic, torch.optim.Adam(generator.parameters(), **OPTIONS["adam"]), sample.noise)

    reference = encoded[torch.randperm(encoded.size(0), generator=data_rng)[:5000]]
    describe("real (resampled) ", encoded[torch.randperm(encoded.size(0), generator=data_rng)[:5000]], reference)
    describe("untrained        ", Sampler(generator, seed=1)(5000), reference)
    for it in range(1, OPTIONS["iterations"] + 1):
        for _ in range(OPTIONS["critic_steps"]):
            rows = torch.randint(0, encoded.size(0), (OPTIONS["batch"],), generator=data_rng)
            distance = critic_step(encoded[rows])
        generator_step(OPTIONS["batch"])
        if it % 100 == 0:
            print(f"iteration {it}: critic estimate of W1 {distance:.3f}")
    describe("trained          ", Sampler(generator, seed=1)(5000), reference)


if __name__ == "__main__":
    main()
