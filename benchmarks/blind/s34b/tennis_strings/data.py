import torch

MATERIALS = ("polyester", "multifilament", "natural_gut", "synthetic_gut")
N_MACHINES = 6


def stringing_jobs(n, seed=0):
    """Tension (kg) measured on the stringbed after some hours of play."""
    g = torch.Generator().manual_seed(seed)
    material = torch.randint(0, len(MATERIALS), (n,), generator=g)
    machine = torch.randint(0, N_MACHINES, (n,), generator=g)
    gauge = 1.20 + 0.15 * torch.rand(n, generator=g)              # mm
    reference = 20.0 + 8.0 * torch.rand(n, generator=g)           # kg on the machine
    hours = 12.0 * torch.rand(n, generator=g)
    temp = 10.0 + 25.0 * torch.rand(n, generator=g)
    creep = torch.tensor([0.11, 0.07, 0.05, 0.08])[material]
    initial_loss = torch.tensor([0.12, 0.09, 0.07, 0.10])[material]
    # each machine's tension head is calibrated differently (offset in kg, gain)
    m_offset = torch.tensor([0.0, -1.4, 0.9, -0.6, 1.8, -2.1])[machine]
    m_gain = torch.tensor([1.0, 0.96, 1.03, 1.0, 0.94, 1.05])[machine]
    actual = m_gain * reference + m_offset
    tension = actual * (1 - initial_loss) * (1 - creep * torch.log1p(hours) / 2.5)
    tension = tension - 0.02 * (temp - 20.0) - 1.5 * (gauge - 1.27)
    tension = tension + 0.15 * torch.randn(n, generator=g)
    x = torch.cat([
        torch.nn.functional.one_hot(material, len(MATERIALS)).float(),
        torch.stack([(gauge - 1.27) / 0.05, (reference - 24.0) / 2.5,
                     torch.log1p(hours) - 1.6, (temp - 22.0) / 7.0], dim=1),
    ], dim=1)
    return x, machine, reference, tension


def minibatches(tensors, batch_size, generator):
    n = len(tensors[0])
    perm = torch.randperm(n, generator=generator)
    for i in range(0, n, batch_size):
        idx = perm[i:i + batch_size]
        yield [t[idx] for t in tensors]
