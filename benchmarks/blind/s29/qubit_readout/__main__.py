import torch
from torch import nn

from .engine import Engine, Events
from .handlers import assignment_fidelity, attach_housekeeping, attach_optimizer, make_update
from .readout import SAMPLES, ShotLoader, iq_shots


def build_discriminator(width=16):
    return nn.Sequential(
        nn.Conv1d(2, width, 5, padding=2), nn.ReLU(),
        nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU(),
        nn.Flatten(), nn.Linear(width * SAMPLES // 2, 3),
    )


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(2)
    train = ShotLoader(*iq_shots(12000, rng), batch_size=128, generator=rng)
    test_traces, test_states = iq_shots(3000, rng)

    model = build_discriminator()
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.5)
    trainer = Engine(make_update(model, nn.CrossEntropyLoss()))
    attach_housekeeping(trainer, optimizer, scheduler)
    attach_optimizer(trainer, optimizer, model.parameters(), max_norm=1.0)

    @trainer.on(Events.EPOCH_COMPLETED)
    def report(engine):
        fidelity, per_state = assignment_fidelity(model, test_traces, test_states)
        print(f"epoch {engine.state.epoch}: last loss {engine.state.output:.3f}"
              f" assignment fidelity {fidelity} per state {per_state}")

    print("untrained fidelity:", assignment_fidelity(model, test_traces, test_states))
    trainer.run(train, max_epochs=6)


if __name__ == "__main__":
    main()
