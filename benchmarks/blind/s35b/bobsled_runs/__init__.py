"""Two-man bobsleigh: finish time from push start, sled, ice and track features."""
