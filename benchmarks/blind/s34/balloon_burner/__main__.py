import torch

from .agent import ModelBasedAgent
from .physics import Envelope, observe

CONFIG = {
    "dynamics": {"kind": "envelope_model", "hidden": 64},
    "pilot": {"kind": "burner_pilot", "hidden": 32},
    "opt_dyn": {"name": "Adam", "lr": 3e-3},
    "opt_pilot": {"name": "Adam", "lr": 1e-3},
    "horizon": 8,
    "fuel_cost": 0.05,
    "explore": 0.15,
    "iterations": 240,
    "batch": 256,
}


@torch.no_grad()
def flight_test(agent, envelope, *, n=512, steps=30, seed=7):
    g = torch.Generator().manual_seed(seed)
    state, target = envelope.reset(n, generator=g)
    errors = []
    for _ in range(steps):
        state = envelope.step(state, agent.act(observe(state, target)))
        errors.append((state[:, 0] - target).abs().mean())
    return torch.stack(errors[-10:]).mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    envelope = Envelope()
    agent = ModelBasedAgent(CONFIG)
    print(f"before: mean altitude error {flight_test(agent, envelope):.3f} x100 m")
    for it in range(1, CONFIG["iterations"] + 1):
        state, target = envelope.reset(CONFIG["batch"])
        duty = agent.act(observe(state, target), explore=CONFIG["explore"])
        next_state = envelope.step(state, duty)
        dyn_loss = agent.fit_dynamics(state, duty, next_state)
        pilot_loss = agent.improve_pilot(next_state, target)
        if it % 80 == 0:
            err = flight_test(agent, envelope)
            print(f"it {it:4d}  model mse {dyn_loss:.5f}  plan cost {pilot_loss:.4f}  "
                  f"altitude error {err:.3f}")


if __name__ == "__main__":
    main()
