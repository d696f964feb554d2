from dataclasses import dataclass


@dataclass
class RunConfig:
    n_streams: int = 16          # sensor boxes recorded in parallel
    stream_len: int = 384        # samples per recording (one per 5 s)
    chunk: int = 48              # truncated-BPTT window
    hidden: int = 32
    lr: float = 2e-3
    clip: float = 10.0
    epochs: int = 4
    seed: int = 0
