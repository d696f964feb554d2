"""Giant-pumpkin weight estimates from tape measurements, distilled for a phone app."""
