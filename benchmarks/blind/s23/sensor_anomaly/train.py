import torch

from autoencoder import WindowAutoencoder
from fitting import fit
from scoring import anomaly_scores, threshold_at
from signals import sensor_windows


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    normal_train = sensor_windows(2000)
    normal_val = sensor_windows(500)
    test_normal = sensor_windows(300)
    test_faulty = sensor_windows(300, anomalous=True)

    model = WindowAutoencoder()
    fit(model, normal_train)

    threshold = threshold_at(anomaly_scores(model, normal_val))
    false_alarms = (anomaly_scores(model, test_normal) > threshold).float().mean()
    detected = (anomaly_scores(model, test_faulty) > threshold).float().mean()
    print(f"threshold {threshold.item():.4f}")
    print(f"false alarm rate {false_alarms.item():.3f}  detection rate {detected.item():.3f}")


if __name__ == "__main__":
    main()
