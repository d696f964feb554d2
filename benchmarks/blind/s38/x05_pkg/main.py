import torch

from events import gesture_recordings
from network import SpikingClassifier
from trainer import StreamTrainer

SETTINGS = {"n_in": 32, "hidden": 64, "classes": 3, "lr": 2e-3,
            "recordings": 8, "batch": 16, "chunks": 4, "chunk_len": 10}


def main(s=SETTINGS):
    torch.manual_seed(0)
    net = SpikingClassifier(s["n_in"], s["hidden"], s["classes"])
    opt = torch.optim.Adam(net.parameters(), lr=s["lr"])
    data = gesture_recordings(s["recordings"], s["batch"], s["chunks"], s["chunk_len"],
                              n_in=s["n_in"], n_classes=s["classes"])
    StreamTrainer(net, opt).fit(data)


if __name__ == "__main__":
    main()
