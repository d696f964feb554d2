import torch


class SamplePool:
    """History of generated samples (Shrivastava et al. 2017): the discriminator sees a mix of
    current and older fakes."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.storage = []

    def query(self, samples):
        samples = samples.detach()
        if self.capacity == 0:
            return samples
        out = []
        for s in samples:
            if len(self.storage) < self.capacity:
                self.storage.append(s.clone())
                out.append(s)
            elif torch.rand(1).item() < 0.5:
                idx = torch.randint(0, self.capacity, (1,)).item()
                out.append(self.storage[idx].clone())
                self.storage[idx] = s.clone()
            else:
                out.append(s)
        return torch.stack(out)
